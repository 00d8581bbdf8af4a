import { describe, expect, it } from 'vitest'

import { GET as attendeeLogout } from '../../src/app/api/v1/logout/attendee/route'
import { getRequest } from './helpers/requests'

describe('logout follows only redirects to this site', () => {
  it.each(['/%09/evil.example', '//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'])(
    '%s: no redirect, a JSON answer',
    async (target) => {
      const response = await attendeeLogout(
        getRequest(`/api/v1/logout/attendee?redirect=${encodeURIComponent(target)}`),
      )
      expect(response.status).toBe(200)
      expect(response.headers.get('location')).toBeNull()
      expect(await response.json()).toEqual({ message: 'Vous êtes déconnecté.' })
    },
  )

  it('a path of the site is followed, with its query', async () => {
    const response = await attendeeLogout(
      getRequest(`/api/v1/logout/attendee?redirect=${encodeURIComponent('/participant/connexion?x=1')}`),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('http://localhost:3100/participant/connexion?x=1')
  })
})
