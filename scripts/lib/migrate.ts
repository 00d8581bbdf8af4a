import type { Payload } from 'payload'

import { migrations } from '../../migrations'

type MigrationList = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>

/** Applies the committed migrations not yet applied (the generated files type their arguments more precisely). */
export const runMigrations = (payload: Payload) =>
  payload.db.migrate({ migrations: migrations as unknown as MigrationList })
