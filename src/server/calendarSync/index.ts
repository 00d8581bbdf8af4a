export {
  chooseCalendars,
  ConnectionNotFound,
  createConnection,
  disconnect,
  listConnections,
  NotAGroomer,
  UnknownCalendar,
  type ConnectionView,
} from './connections'
export { retryDuePushes, syncAllConnections } from './jobs'
export { syncConnection } from './pull'
export { pushAppointment, settlePushes } from './push'
export { providerFor, registerProvider } from './registry'
