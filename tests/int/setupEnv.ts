import { inject } from 'vitest'

process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET ??= 'test-secret-test-secret-test-secret-0001'
process.env.SITE_URL ??= 'http://localhost:3100'
