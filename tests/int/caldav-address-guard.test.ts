import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { fetch as undiciFetch } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as connectIcloud } from '../../src/app/api/v1/calendar-connections/icloud/route'
import {
  blockedAddressOf,
  guardedDispatcher,
  isPublicAddress,
  type GuardOptions,
} from '../../src/integrations/calendar/providers/addressGuard'
import { ADDRESS_REFUSED, CALDAV_URL_INVALID } from '../../src/server/calendarSync/connectionRequests'
import { resetEnvCache } from '../../src/server/env'
import { bearerOf } from './helpers/sessions'
import { getTestPayload } from './helpers/payload'
import { createGroomer } from '../../scripts/lib/people'
import { jsonRequest } from './helpers/requests'

describe('public addresses', () => {
  it('refuses loopback, private, link-local, unique-local, CGNAT, multicast, unspecified and metadata addresses', () => {
    const refused = [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
    ]
    const refusedV6 = [
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]
    for (const address of [...refused, ...refusedV6])
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false })
    for (const address of ['17.253.144.10', '93.184.216.34', '2606:4700:4700::1111', '::ffff:93.184.216.34'])
      expect(isPublicAddress(address)).toBe(true)
    expect(isPublicAddress('pas-une-adresse')).toBe(false)
  })
})

describe('outgoing requests through the address guard', () => {
  let server: Server
  let port: number
  const seen: string[] = []
  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.url ?? '')
      if (request.url === '/redirect-loopback')
        response.writeHead(302, { location: `http://127.0.0.2:${port}/final` }).end()
      else if (request.url === '/redirect-internal')
        response.writeHead(302, { location: `http://interne.example:${port}/final` }).end()
      else response.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  /** What a fetch through the guard gets: the body, or `blocked` when the guard refused the address. */
  async function outcome(url: string, options?: GuardOptions): Promise<string> {
    try {
      return await (
        await undiciFetch(url, { dispatcher: guardedDispatcher(options), signal: AbortSignal.timeout(10_000) })
      ).text()
    } catch (error) {
      if (blockedAddressOf(error)) return 'blocked'
      throw error
    }
  }
  /** A resolver that knows two names, as a DNS server under an attacker's control would answer. */
  const fakeDns: GuardOptions['lookup'] = ((
    hostname: string,
    _options: unknown,
    callback: (...args: unknown[]) => void,
  ) => {
    const answers: Record<string, string> = { 'calendrier.example': '127.0.0.1', 'interne.example': '10.0.0.5' }
    const address = answers[hostname]
    if (!address) return callback(Object.assign(new Error(`not found ${hostname}`), { code: 'ENOTFOUND' }))
    callback(null, [{ address, family: 4 }])
  }) as unknown as GuardOptions['lookup']

  it('never connects to loopback, a private network or the unspecified address, by number or by name', async () => {
    for (const host of [
      '127.0.0.1',
      '[::1]',
      '0.0.0.0',
      '10.0.0.1',
      '169.254.169.254',
      'localhost',
      'localhost.',
      'caldav.localhost',
    ]) {
      expect({ host, outcome: await outcome(`http://${host}:${port}/`) }).toEqual({ host, outcome: 'blocked' })
    }
    expect(await outcome(`http://calendrier.example:${port}/`, { lookup: fakeDns })).toBe('blocked')
    expect(seen).toEqual([])
  })

  it('checks every hop of a redirect', async () => {
    // The first hop is allowed here (as a public server would be); the redirect's target is not.
    const allowed = (address: string) => address === '127.0.0.1'
    expect(await outcome(`http://127.0.0.1:${port}/hello`, { allowed })).toBe('ok')
    expect(await outcome(`http://127.0.0.1:${port}/redirect-loopback`, { allowed })).toBe('blocked')
    expect(await outcome(`http://127.0.0.1:${port}/redirect-internal`, { allowed, lookup: fakeDns })).toBe('blocked')
    expect(seen).toEqual(['/hello', '/redirect-loopback', '/redirect-internal'])
  })
})

describe('POST /api/v1/calendar-connections/icloud with a server address', () => {
  let payload: Payload
  const saved = process.env.CALDAV_ALLOW_PRIVATE_ADDRESSES
  beforeAll(async () => {
    payload = await getTestPayload()
    process.env.CALDAV_ALLOW_PRIVATE_ADDRESSES = 'false'
    resetEnvCache()
  })
  afterAll(() => {
    process.env.CALDAV_ALLOW_PRIVATE_ADDRESSES = saved
    resetEnvCache()
  })

  const connect = async (serverUrl: unknown) => {
    const groomer = await createGroomer(payload)
    const headers = await bearerOf(payload, 'users', groomer.email)
    const body = { appleId: 'moi@example.fr', appPassword: 'abcd-efgh', serverUrl }
    const response = await connectIcloud(jsonRequest('/api/v1/calendar-connections/icloud', body, { headers }))
    const connections = await payload.find({
      collection: 'calendar-connections',
      where: { groomer: { equals: groomer.id } },
      overrideAccess: true,
    })
    return {
      status: response.status,
      body: (await response.json()) as { error: string; fields: Record<string, string> },
      stored: connections.totalDocs,
    }
  }

  it('answers 400, never 500, to an address that is not an https URL', async () => {
    for (const serverUrl of ['pas une url', 'ftp://caldav.example.fr', 'http://caldav.example.fr', 'https://', 42]) {
      const { status, body, stored } = await connect(serverUrl)
      expect({ serverUrl, status, field: body.fields?.serverUrl, stored }).toEqual({
        serverUrl,
        status: 400,
        field: CALDAV_URL_INVALID,
        stored: 0,
      })
    }
  })

  it('answers 400 to a server on the site’s own network, and stores nothing', async () => {
    for (const serverUrl of [
      'https://localhost./',
      'https://127.0.0.1:8443/',
      'https://[::1]/',
      'https://169.254.169.254/latest/',
    ]) {
      const { status, body, stored } = await connect(serverUrl)
      expect({ serverUrl, status, body, stored }).toEqual({
        serverUrl,
        status: 400,
        body: { error: ADDRESS_REFUSED, fields: { serverUrl: ADDRESS_REFUSED } },
        stored: 0,
      })
    }
  })
})
