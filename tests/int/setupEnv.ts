import { inject } from 'vitest'

import { INT_PUSH_PORT, TEST_VAPID_KEYS } from '../../scripts/lib/pushService'

process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET ??= 'test-secret-test-secret-test-secret-0001'
process.env.SITE_URL ??= 'http://localhost:3100'
// CalDAV tests run against a Radicale on loopback, which the address guard refuses by default.
process.env.CALDAV_ALLOW_PRIVATE_ADDRESSES ??= 'true'
// Route handlers called without a client address share one bucket: the suites' many sign-ins stay under it.
// tests/int/sign-in-throttling.test.ts gives each case its own address and lowers the figure.
process.env.SIGN_IN_ATTEMPTS_PER_ADDRESS ??= '10000'
process.env.PASSWORD_RESETS_PER_ADDRESS ??= '10000'
// Web Push (issue 36): the tests' key pair, and the loopback push service of tests/int/push.test.ts.
process.env.VAPID_PUBLIC_KEY ??= TEST_VAPID_KEYS.VAPID_PUBLIC_KEY
process.env.VAPID_PRIVATE_KEY ??= TEST_VAPID_KEYS.VAPID_PRIVATE_KEY
process.env.PUSH_TEST_ENDPOINT_HOSTS ??= `127.0.0.1:${INT_PUSH_PORT}`
