import { FakeHttp, type Recorded } from '../../helpers/fakeHttp'
import { oauthSettings } from '../../helpers/oauthSettings'

/**
 * Google's and Microsoft's OAuth and calendar APIs faked on loopback for the end-to-end run: each
 * consent page is a real page on another origin, whose « Autoriser » link sends the browser back to
 * the site's callback with a code, as the providers do.
 */
function consentPage(provider: string, request: Recorded) {
  const back = new URL(request.query.get('redirect_uri') ?? '')
  back.searchParams.set('code', `${provider}-code`)
  back.searchParams.set('state', request.query.get('state') ?? '')
  const escaped = back.toString().replaceAll('&', '&amp;').replaceAll('"', '&quot;')
  return {
    html: `<!doctype html><html lang="fr"><title>Consentement ${provider}</title><h1>Consentement ${provider} (factice)</h1><a href="${escaped}">Autoriser</a></html>`,
  }
}

export async function startFakeCalendarProviders(): Promise<{
  env: Record<string, string>
  stop: () => Promise<void>
}> {
  const fake = await new FakeHttp().start()
  fake
    .on('GET', '/google/auth', (request) => consentPage('Google', request))
    .on('POST', '/google/token', {
      body: {
        access_token: 'g-access',
        refresh_token: 'g-refresh',
        expires_in: 3599,
        token_type: 'Bearer',
        scope: 'https://www.googleapis.com/auth/calendar.events',
      },
    })
    .on('GET', '/calendar/v3/calendars/primary', {
      body: { id: 'lea.toilettage@gmail.com', summary: 'lea.toilettage@gmail.com' },
    })
    .on('GET', '/calendar/v3/users/me/calendarList', {
      body: { items: [{ id: 'lea.toilettage@gmail.com', summary: 'lea.toilettage@gmail.com', accessRole: 'owner' }] },
    })
    .on('GET', /^\/calendar\/v3\/calendars\/[^/]+\/events$/, { body: { items: [], nextSyncToken: 'sync-1' } })
    .on('GET', '/common/oauth2/v2.0/authorize', (request) => consentPage('Microsoft', request))
    .on('POST', '/common/oauth2/v2.0/token', {
      body: { access_token: 'm-access', refresh_token: 'm-refresh', expires_in: 3600, token_type: 'Bearer' },
    })
    .on('GET', '/v1.0/me', { body: { mail: null, userPrincipalName: 'lea@outlook.fr' } })
    .on('GET', '/v1.0/me/calendars', { body: { value: [{ id: 'cal', name: 'Calendrier', canEdit: true }] } })
    .on('GET', /^\/v1\.0\/me\/calendars\/cal\/calendarView\/delta$/, {
      body: { value: [], '@odata.deltaLink': `${fake.base}/v1.0/me/calendars/cal/calendarView/delta?$deltatoken=d1` },
    })
  return {
    env: oauthSettings(fake.base),
    stop: () => fake.stop(),
  }
}
