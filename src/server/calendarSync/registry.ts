import { caldavProvider } from '@/integrations/calendar/providers/caldav'
import { googleProviderFactory } from '@/integrations/calendar/providers/google'
import { microsoftProviderFactory } from '@/integrations/calendar/providers/microsoft'
import type { CalendarProvider, ProviderCredentials, ProviderFactory, ProviderKind } from '@/integrations/calendar/port'

import { getPayloadClient } from '../payload'
import { decryptCredentials, encryptCredentials } from './crypto'

/** One factory per provider. */
const factories: Partial<Record<ProviderKind, ProviderFactory>> = {
  icloud: caldavProvider,
  google: googleProviderFactory,
  microsoft: microsoftProviderFactory,
}

/** Replaces a provider's factory (tests point a provider at a local fake). */
export function registerProvider(kind: ProviderKind, factory: ProviderFactory): void {
  factories[kind] = factory
}

export function factoryFor(kind: ProviderKind): ProviderFactory {
  const factory = factories[kind]
  if (!factory) throw new Error(`Aucun adaptateur d’agenda pour ${kind}`)
  return factory
}

export type StoredConnection = { id: number; provider: ProviderKind; credentials: string }

/** The provider of a stored connection; renewed OAuth tokens are stored encrypted. */
export function providerFor(connection: StoredConnection): CalendarProvider {
  const onRefresh = async (renewed: ProviderCredentials) => {
    const payload = await getPayloadClient()
    // System write: the credentials field is writable by the server only.
    await payload.update({
      collection: 'calendar-connections',
      id: connection.id,
      overrideAccess: true,
      data: { credentials: encryptCredentials(renewed) },
    })
  }
  return factoryFor(connection.provider)(decryptCredentials(connection.credentials), onRefresh)
}
