import { describe, expect, it } from 'vitest'

import { readEnv } from '../../src/server/env'

const valid = { DATABASE_URL: 'postgres://u:p@localhost:5432/db', PAYLOAD_SECRET: 'x'.repeat(32) }

describe('environment check at start', () => {
  it('accepts a valid environment and fills the defaults', () => {
    const env = readEnv(valid)
    expect(env.SITE_URL).toBe('http://localhost:3000')
    expect(env.SECURE_COOKIES).toBe(false)
  })

  it('names each bad variable with a French message', () => {
    expect(() => readEnv({ ...valid, DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: DATABASE_URL doit commencer par postgres/,
    )
    expect(() => readEnv({ ...valid, PAYLOAD_SECRET: 'court' })).toThrow(
      /PAYLOAD_SECRET doit faire au moins 32 caractères/,
    )
    expect(() => readEnv({ ...valid, PAGE_SIZE_MOBILE: 'dix' })).toThrow(/PAGE_SIZE_MOBILE/)
    expect(() => readEnv({ PAYLOAD_SECRET: valid.PAYLOAD_SECRET })).toThrow(/DATABASE_URL est obligatoire/)
  })

  it('reads the page size overrides as numbers', () => {
    expect(readEnv({ ...valid, PAGE_SIZE_DESKTOP: '30', PAGE_SIZE_MOBILE: '5' })).toMatchObject({
      PAGE_SIZE_DESKTOP: 30,
      PAGE_SIZE_MOBILE: 5,
    })
  })
})
