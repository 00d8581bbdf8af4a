import { describe, expect, it } from 'vitest'

import { loginRedirectFor } from '../../src/server/auth/protectedRoutes'
import { loginHref, safeRedirectPath, safeRedirectWithin } from '../../src/lib/safeRedirect'

const SITE = 'https://www.mon-toiletteur.fr'

describe('redirect targets stay on the site (no open redirect)', () => {
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/\t/evil.example',
    '//evil.example',
    '//evil.example/user/agenda',
    '/\\evil.example',
    '/%5Cevil.example',
    '\\\\evil.example',
    'https://evil.example/user/agenda',
    'http://www.mon-toiletteur.fr.evil.example/',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'user/agenda',
    '/%2F/evil.example',
    '/%E0%A4%A',
    '',
    null,
    undefined,
  ])('refuses %j', (target) => {
    expect(safeRedirectPath(target, SITE)).toBeNull()
  })

  it.each([
    ['/user/agenda?x=1', '/user/agenda?x=1'],
    ['/user/agenda?x=1#jour', '/user/agenda?x=1#jour'],
    ['/participant/mes-rdvs', '/participant/mes-rdvs'],
    ['/toiletteur/marie%20dupont', '/toiletteur/marie%20dupont'],
    ['/user/../participant/profil', '/participant/profil'],
  ])('accepts %s as %s', (target, path) => {
    expect(safeRedirectPath(target, SITE)).toBe(path)
  })

  it('keeps a login within its own space, else sends it to the default page', () => {
    expect(safeRedirectWithin('/user/agenda?x=1', SITE, ['/user/'], '/user/dashboard')).toBe('/user/agenda?x=1')
    expect(safeRedirectWithin('/participant/profil', SITE, ['/user/'], '/user/dashboard')).toBe('/user/dashboard')
    expect(safeRedirectWithin('/user/%09/evil.example', SITE, ['/user/'], '/user/dashboard')).toBe('/user/dashboard')
    expect(safeRedirectWithin('//evil.example/user/', SITE, ['/user/'], '/user/dashboard')).toBe('/user/dashboard')
  })

  it('builds login links that come back only to safe paths', () => {
    expect(loginHref('/participant/connexion', '/appointments/RDV-1', SITE)).toBe(
      '/participant/connexion?redirect=%2Fappointments%2FRDV-1',
    )
    expect(loginHref('/participant/connexion', '//evil.example', SITE)).toBe('/participant/connexion')
    expect(loginRedirectFor('/user//evil.example', () => false, SITE)).toBe(
      '/user/connexion?redirect=%2Fuser%2F%2Fevil.example',
    )
  })
})
