/**
 * Unit tests have no database. Some import modules that read the configuration when loaded
 * (payload.config.ts through the route helper): they get placeholder values, and the database
 * address points at a closed port, so a unit test that would reach PostgreSQL fails instead of
 * passing by chance. Tests that need the database belong in tests/int.
 */
process.env.DATABASE_URL = 'postgres://unit-tests-have-no-database@127.0.0.1:9/none'
process.env.PAYLOAD_SECRET ??= 'test-secret-test-secret-test-secret-0001'
process.env.SITE_URL ??= 'http://localhost:3100'
