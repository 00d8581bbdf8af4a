import * as migration_20261122_021953_initial from './20261122_021953_initial'
import * as migration_20261122_021954_appointments_no_overlap from './20261122_021954_appointments_no_overlap'

export const migrations = [
  {
    up: migration_20261122_021953_initial.up,
    down: migration_20261122_021953_initial.down,
    name: '20261122_021953_initial',
  },
  {
    up: migration_20261122_021954_appointments_no_overlap.up,
    down: migration_20261122_021954_appointments_no_overlap.down,
    name: '20261122_021954_appointments_no_overlap',
  },
]
