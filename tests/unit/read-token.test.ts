import { describe, expect, it } from 'vitest'

import { readToken } from '../../src/server/auth/tokens'

describe('reading a session token', () => {
  it('takes the Bearer token first, then the named cookie', () => {
    expect(readToken(new Headers({ authorization: 'Bearer abc', cookie: 'user_token=def' }), 'user_token')).toBe('abc')
    expect(readToken(new Headers({ cookie: 'other=1; user_token=d%2Bf' }), 'user_token')).toBe('d+f')
  })

  it('a malformed cookie value is no token, not an error (a 401, never a 500)', () => {
    expect(readToken(new Headers({ cookie: 'user_token=%' }), 'user_token')).toBeNull()
    expect(readToken(new Headers({ cookie: 'users_tokens=%E0%A4%A' }), 'users_tokens')).toBeNull()
  })
})
