import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { caldavProvider } from '@/integrations/calendar/providers/caldav'

/**
 * A CalDAV server that splits its sync-collection answers (RFC 6578 3.6: a 507 on the calendar
 * itself and a token to go on from), which Radicale never does: the pull follows every page.
 */
const CAL = '/cal/'
const DAY = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '')
const multistatus = (token: string, responses: string[]) =>
  `<?xml version="1.0" encoding="utf-8"?><d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">${responses.join('')}<d:sync-token>${token}</d:sync-token></d:multistatus>`
const object = (name: string, hour: number) =>
  `<d:response><d:href>${CAL}${name}.ics</d:href><d:propstat><d:prop><d:getetag>"${name}"</d:getetag><c:calendar-data>BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:${name}\r\nDTSTART:${DAY}T${String(hour).padStart(2, '0')}0000Z\r\nDTEND:${DAY}T${String(hour + 1).padStart(2, '0')}0000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n</c:calendar-data></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`
const truncated = `<d:response><d:href>${CAL}</d:href><d:status>HTTP/1.1 507 Insufficient Storage</d:status></d:response>`
const calendar = `<?xml version="1.0" encoding="utf-8"?><d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:response><d:href>${CAL}</d:href><d:propstat><d:prop><d:resourcetype><d:collection/><c:calendar/></d:resourcetype><d:supported-report-set><d:supported-report><d:report><d:sync-collection/></d:report></d:supported-report></d:supported-report-set></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>`

/** Answers by the token asked for: '' (first listing) and t2 come in two pages each. */
const pages: Record<string, string> = {
  '': multistatus('t1', [object('a', 9), truncated]),
  t1: multistatus('t2', [object('b', 10)]),
  t2: multistatus('t3', [object('c', 11), truncated]),
  t3: multistatus('t4', [
    `<d:response><d:href>${CAL}a.ics</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response>`,
  ]),
}

let server: Server
let base: string

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const token = /<d:sync-token>([^<]*)<\/d:sync-token>|<d:sync-token\/>/.exec(body)?.[1] ?? ''
      const answer = request.method === 'PROPFIND' ? calendar : pages[token]
      response.writeHead(answer ? 207 : 403, { 'content-type': 'application/xml; charset=utf-8' })
      response.end(answer ?? '<d:error xmlns:d="DAV:"><d:valid-sync-token/></d:error>')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('a sync-collection answer in several pages', () => {
  it('the full listing and an incremental pull follow the pages to the last token', async () => {
    const provider = caldavProvider({ kind: 'caldav', serverUrl: base, username: 'u', password: 'p' }, async () => {})
    const full = await provider.pullBusy(`${base}${CAL}`, null)
    expect(full).toMatchObject({ full: true, cursor: 'sync:t2' })
    expect(full.changed.map((e) => e.uid)).toEqual(['/cal/a.ics', '/cal/b.ics'])
    const next = await provider.pullBusy(`${base}${CAL}`, full.cursor)
    expect(next).toMatchObject({ full: false, cursor: 'sync:t4' })
    expect(next.changed.map((e) => e.uid)).toEqual(['/cal/c.ics'])
    expect(next.removed).toEqual(['/cal/c.ics', '/cal/a.ics'])
  })
})
