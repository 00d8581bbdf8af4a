import type { PersonKind } from '../../access/roles'

/**
 * Cookie and login page of each kind of signed-in person (spec sections 2 and 9). `segment` is the
 * kind's name in the spec's URLs (`/api/v1/auth/user/…` is the groomer's) and in stored keys.
 */
export const SESSION_KINDS = {
  admin: { collection: 'admins', cookie: 'admin_token', loginPath: '/admin/login', segment: 'admin' },
  groomer: { collection: 'users', cookie: 'user_token', loginPath: '/user/connexion', segment: 'user' },
  attendee: {
    collection: 'attendees',
    cookie: 'attendee_token',
    loginPath: '/participant/connexion',
    segment: 'attendee',
  },
} as const satisfies Record<string, { collection: PersonKind; cookie: string; loginPath: string; segment: string }>

export type SessionKind = keyof typeof SESSION_KINDS

/** The kind a URL segment of the spec names (`user` → groomer), or null for any other segment. */
export function sessionKindOfSegment(segment: string | undefined): SessionKind | null {
  const kinds = Object.keys(SESSION_KINDS) as SessionKind[]
  return kinds.find((kind) => SESSION_KINDS[kind].segment === segment) ?? null
}

/** The segment of the spec's URLs that names a kind (groomer → `user`). */
export const segmentOfSessionKind = <K extends SessionKind>(kind: K): (typeof SESSION_KINDS)[K]['segment'] =>
  SESSION_KINDS[kind].segment

export const PRACTICE_TOKENS_COOKIE = 'users_tokens'
