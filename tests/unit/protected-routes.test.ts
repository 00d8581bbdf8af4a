import { describe, expect, it } from 'vitest'

import { loginRedirectFor } from '../../src/server/auth/protectedRoutes'

const none = () => false
const all = () => true

describe('protected route groups send anonymous visitors to their own login page', () => {
  it.each([
    ['/user/dashboard', '/user/connexion?redirect=%2Fuser%2Fdashboard'],
    ['/user/calendriers', '/user/connexion?redirect=%2Fuser%2Fcalendriers'],
    ['/user', '/user/connexion?redirect=%2Fuser'],
    ['/participant/mes-rdvs', '/participant/connexion?redirect=%2Fparticipant%2Fmes-rdvs'],
    ['/participant/profil', '/participant/connexion?redirect=%2Fparticipant%2Fprofil'],
  ])('%s → %s', (path, target) => {
    expect(loginRedirectFor(path, none)).toBe(target)
  })

  it.each([
    '/user/connexion',
    '/user/inscription/42',
    '/participant/connexion',
    '/',
    '/users',
    '/toiletteurs',
    '/admin',
  ])('%s stays open', (path) => {
    expect(loginRedirectFor(path, none)).toBeNull()
  })

  it('lets a visitor with the session cookie through (the layout then checks the token)', () => {
    expect(loginRedirectFor('/user/dashboard', (cookie) => cookie === 'user_token')).toBeNull()
    expect(loginRedirectFor('/participant/mes-rdvs', (cookie) => cookie === 'user_token')).not.toBeNull()
    expect(loginRedirectFor('/participant/mes-rdvs', all)).toBeNull()
  })
})
