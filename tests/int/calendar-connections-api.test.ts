import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as list } from '../../src/app/api/v1/calendar-connections/route'
import { DELETE as remove, PATCH as choose } from '../../src/app/api/v1/calendar-connections/[id]/route'
import { POST as connectIcloud } from '../../src/app/api/v1/calendar-connections/icloud/route'
import { caldavProvider } from '../../src/integrations/calendar/providers/caldav'
import { registerProvider, settlePushes, syncConnection } from '../../src/server/calendarSync'
import { NOT_CALDAV } from '../../src/server/calendarSync/connectionRequests'
import { FakeHttp } from '../helpers/fakeHttp'
import { makeCalendar, startRadicale, type RunningRadicale } from '../../scripts/lib/radicale'
import { bearerOf } from './helpers/sessions'
import { getTestPayload } from './helpers/payload'
import { createAttendee, createGroomer } from '../../scripts/lib/people'
import { getRequest, jsonRequest, params } from './helpers/requests'

let payload: Payload
let radicale: RunningRadicale

type View = {
  id: number
  status: string
  accountLabel: string
  calendars: { remoteId: string; name: string; busy: boolean; target: boolean }[]
}

beforeAll(async () => {
  payload = await getTestPayload()
  radicale = await startRadicale('toiletteur@icloud.com', 'abcd-efgh-ijkl-mnop')
  await makeCalendar(radicale, 'travail')
  await makeCalendar(radicale, 'perso')
  // The iCloud adapter, pointed at the local Radicale instead of caldav.icloud.com.
  registerProvider('icloud', (credentials, onRefresh) =>
    caldavProvider(
      credentials.kind === 'caldav' ? { ...credentials, serverUrl: radicale.url } : credentials,
      onRefresh,
    ),
  )
})

afterAll(async () => {
  await settlePushes()
  registerProvider('icloud', caldavProvider)
  await radicale?.stop()
})

const connect = (headers: Record<string, string>, body: unknown) =>
  connectIcloud(jsonRequest('/api/v1/calendar-connections/icloud', body, { headers }))
const listOf = async (headers: Record<string, string>) =>
  ((await (await list(getRequest('/api/v1/calendar-connections', headers))).json()) as { connections: View[] })
    .connections

describe('/api/v1/calendar-connections', () => {
  it('connects Apple iCloud, lists it without credentials, chooses calendars and disconnects', async () => {
    const groomer = await createGroomer(payload)
    const auth = await bearerOf(payload, 'users', groomer.email)
    const created = await connect(auth, { appleId: radicale.username, appPassword: radicale.password })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    await syncConnection(id)
    const response = await list(getRequest('/api/v1/calendar-connections', auth))
    const text = await response.text()
    expect(text).not.toContain(radicale.password)
    expect(text).not.toContain('credentials')
    const [view] = (JSON.parse(text) as { connections: View[] }).connections
    expect(view).toMatchObject({ id, status: 'active', accountLabel: radicale.username })
    expect(view.calendars.map((c) => c.name).sort()).toEqual(['perso', 'travail'])

    const perso = view.calendars.find((c) => c.name === 'perso')!
    const chosen = await choose(
      jsonRequest(
        `/api/v1/calendar-connections/${id}`,
        { busy: [perso.remoteId], target: null },
        { method: 'PATCH', headers: auth },
      ),
      params({ id: String(id) }),
    )
    expect(chosen.status).toBe(200)
    const after = (await listOf(auth))[0]
    expect(after.calendars.filter((c) => c.busy).map((c) => c.name)).toEqual(['perso'])
    expect(after.calendars.some((c) => c.target)).toBe(false)

    const bad = await choose(
      jsonRequest(
        `/api/v1/calendar-connections/${id}`,
        { busy: ['/inconnu/'], target: null },
        { method: 'PATCH', headers: auth },
      ),
      params({ id: String(id) }),
    )
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: expect.any(String), fields: expect.any(Object) })

    const removed = await remove(
      jsonRequest(`/api/v1/calendar-connections/${id}`, {}, { method: 'DELETE', headers: auth }),
      params({ id: String(id) }),
    )
    expect(removed.status).toBe(200)
    expect(await listOf(auth)).toEqual([])
  })

  it('refuses Exchange on premises with a clear message, and bad input with {error, fields}', async () => {
    const groomer = await createGroomer(payload)
    const auth = await bearerOf(payload, 'users', groomer.email)
    const exchange = await connect(auth, { provider: 'exchange', appleId: 'moi@entreprise.fr', appPassword: 'x' })
    expect(exchange.status).toBe(400)
    expect(((await exchange.json()) as { error: string }).error).toMatch(
      /^Exchange sur serveur d’entreprise n’est pas pris en charge : /,
    )
    const owa = await connect(auth, {
      appleId: 'moi@entreprise.fr',
      appPassword: 'x',
      serverUrl: 'https://mail.entreprise.fr/owa/',
    })
    expect(((await owa.json()) as { error: string }).error).toMatch(/^Exchange sur serveur d’entreprise/)
    const internal = await connect(auth, {
      appleId: 'moi@entreprise.fr',
      appPassword: 'x',
      serverUrl: 'https://127.0.0.1:8080/',
    })
    expect(internal.status).toBe(400)
    const missing = await connect(auth, { appleId: 'pas-un-email' })
    expect(missing.status).toBe(400)
    expect(Object.keys(((await missing.json()) as { fields: Record<string, string> }).fields).sort()).toEqual([
      'appPassword',
      'appleId',
    ])
    const wrong = await connect(auth, { appleId: radicale.username, appPassword: 'mauvais' })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ fields: { appPassword: expect.any(String) } })
    expect(await listOf(auth)).toEqual([])
  })

  it('a server that does not speak CalDAV is a 400 naming its address, and nothing is stored', async () => {
    const groomer = await createGroomer(payload)
    const auth = await bearerOf(payload, 'users', groomer.email)
    // Any web server: it answers 404 to tsdav's PROPFIND discovery.
    const website = await new FakeHttp().start()
    registerProvider('icloud', (credentials, onRefresh) =>
      caldavProvider(
        credentials.kind === 'caldav' ? { ...credentials, serverUrl: website.base } : credentials,
        onRefresh,
      ),
    )
    try {
      const response = await connect(auth, {
        appleId: 'moi@exemple.fr',
        appPassword: 'x',
        serverUrl: 'https://www.exemple.fr/',
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: NOT_CALDAV, fields: { serverUrl: NOT_CALDAV } })
      expect(website.requests.length).toBeGreaterThan(0)
      expect(await listOf(auth)).toEqual([])
    } finally {
      registerProvider('icloud', (credentials, onRefresh) =>
        caldavProvider(
          credentials.kind === 'caldav' ? { ...credentials, serverUrl: radicale.url } : credentials,
          onRefresh,
        ),
      )
      await website.stop()
    }
  })

  it('answers 401 without a groomer session and 404 for another groomer’s connection', async () => {
    const owner = await createGroomer(payload)
    const ownerAuth = await bearerOf(payload, 'users', owner.email)
    const { id } = (await (
      await connect(ownerAuth, { appleId: radicale.username, appPassword: radicale.password })
    ).json()) as { id: number }
    const attendee = await createAttendee(payload)
    const attendeeAuth = await bearerOf(payload, 'attendees', attendee.email)
    for (const headers of [{}, attendeeAuth, { authorization: 'Bearer faux.jeton.forge' }]) {
      expect((await list(getRequest('/api/v1/calendar-connections', headers))).status).toBe(401)
      expect((await connect(headers, { appleId: radicale.username, appPassword: radicale.password })).status).toBe(401)
      expect(
        (
          await remove(
            jsonRequest(`/api/v1/calendar-connections/${id}`, {}, { method: 'DELETE', headers }),
            params({ id: String(id) }),
          )
        ).status,
      ).toBe(401)
    }
    const other = await createGroomer(payload)
    const otherAuth = await bearerOf(payload, 'users', other.email)
    expect(await listOf(otherAuth)).toEqual([])
    expect(
      (
        await remove(
          jsonRequest(`/api/v1/calendar-connections/${id}`, {}, { method: 'DELETE', headers: otherAuth }),
          params({ id: String(id) }),
        )
      ).status,
    ).toBe(404)
    expect(
      (
        await choose(
          jsonRequest(
            `/api/v1/calendar-connections/${id}`,
            { busy: [], target: null },
            { method: 'PATCH', headers: otherAuth },
          ),
          params({ id: String(id) }),
        )
      ).status,
    ).toBe(404)
    expect(
      (
        await remove(
          jsonRequest('/api/v1/calendar-connections/abc', {}, { method: 'DELETE', headers: otherAuth }),
          params({ id: 'abc' }),
        )
      ).status,
    ).toBe(404)
    expect(await listOf(ownerAuth)).toHaveLength(1)
    await syncConnection(id)
  })
})
