import type { PersonKind } from '../../access/roles'

/** Cookie and login page of each kind of signed-in person (spec sections 2 and 9). */
export const SESSION_KINDS = {
  admin: { collection: 'admins', cookie: 'admin_token', loginPath: '/admin/login' },
  user: { collection: 'users', cookie: 'user_token', loginPath: '/user/connexion' },
  attendee: { collection: 'attendees', cookie: 'attendee_token', loginPath: '/participant/connexion' },
} as const satisfies Record<string, { collection: PersonKind; cookie: string; loginPath: string }>

export type SessionKind = keyof typeof SESSION_KINDS

export const PRACTICE_TOKENS_COOKIE = 'users_tokens'
