/** Moved: the REST guard is src/server/http/payloadRestGuard.ts; kept until adminExports/filter.ts imports ./secretFields. */
export { SECRET_FIELD } from './secretFields'
