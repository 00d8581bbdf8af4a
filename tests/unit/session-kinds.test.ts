import { describe, expect, it } from 'vitest'

import { sessionKindFromPath } from '../../src/lib/apiClient'
import { SESSION_KINDS, segmentOfSessionKind, sessionKindOfSegment } from '../../src/server/auth/kinds'

describe('the spec names the groomer "user" in its URLs; the code says groomer', () => {
  it.each([
    ['admin', 'admin'],
    ['user', 'groomer'],
    ['attendee', 'attendee'],
  ] as const)('the segment %s is the kind %s, and back', (segment, kind) => {
    expect(sessionKindOfSegment(segment)).toBe(kind)
    expect(segmentOfSessionKind(kind)).toBe(segment)
  })

  it.each(['groomer', 'users', 'admins', 'User', 'robot', '', undefined])('the segment %s names no kind', (segment) => {
    expect(sessionKindOfSegment(segment)).toBeNull()
  })

  it('the groomer keeps the user_token cookie and the /user pages', () => {
    expect(SESSION_KINDS.groomer).toMatchObject({
      collection: 'users',
      cookie: 'user_token',
      loginPath: '/user/connexion',
    })
    expect(sessionKindFromPath('/user/dashboard')).toBe('groomer')
  })
})
