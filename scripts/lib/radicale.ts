import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** `storage`: the user's collections on disk (a benchmark fills many calendars there at once). */
export type RunningRadicale = {
  url: string
  username: string
  password: string
  storage: string
  stop: () => Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/** A real Radicale (CalDAV) server on loopback: plain htpasswd auth, storage in a temp folder. */
export async function startRadicale(username = 'toiletteur', password = 'app-pass-1234'): Promise<RunningRadicale> {
  const folder = mkdtempSync(path.join(tmpdir(), 'radicale-'))
  const port = await freePort()
  writeFileSync(path.join(folder, 'users'), `${username}:${password}\n`)
  writeFileSync(
    path.join(folder, 'config'),
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${path.join(folder, 'users')}`,
      'htpasswd_encryption = plain',
      'delay = 0',
      '[storage]',
      `filesystem_folder = ${path.join(folder, 'collections')}`,
      '[rights]',
      'type = owner_only',
      '[logging]',
      'level = warning',
      '',
    ].join('\n'),
  )
  const child: ChildProcess = spawn('/usr/bin/radicale', ['--config', path.join(folder, 'config')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Radicale s’est arrêté : ${stderr}`)
    try {
      await fetch(url)
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`Radicale ne répond pas : ${stderr}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return {
    url,
    username,
    password,
    storage: path.join(folder, 'collections', 'collection-root', username),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

const auth = (r: RunningRadicale) => `Basic ${Buffer.from(`${r.username}:${r.password}`).toString('base64')}`

/** Creates a calendar collection (MKCALENDAR) and answers its URL. */
export async function makeCalendar(r: RunningRadicale, name: string): Promise<string> {
  const url = `${r.url}/${r.username}/${name}/`
  const body = `<?xml version="1.0"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>${name}</D:displayname><C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set></D:prop></D:set></C:mkcalendar>`
  const response = await fetch(url, {
    method: 'MKCALENDAR',
    headers: { authorization: auth(r), 'content-type': 'application/xml' },
    body,
  })
  if (!response.ok) throw new Error(`MKCALENDAR ${response.status}`)
  return url
}

/** Writes an event into a calendar the way another calendar app would. */
export async function putEvent(r: RunningRadicale, calendarUrl: string, name: string, ics: string): Promise<void> {
  const response = await fetch(`${calendarUrl}${name}.ics`, {
    method: 'PUT',
    headers: { authorization: auth(r), 'content-type': 'text/calendar' },
    body: ics,
  })
  if (!response.ok) throw new Error(`PUT ${response.status}`)
}

export async function deleteEvent(r: RunningRadicale, calendarUrl: string, name: string): Promise<void> {
  const response = await fetch(`${calendarUrl}${name}.ics`, { method: 'DELETE', headers: { authorization: auth(r) } })
  if (!response.ok) throw new Error(`DELETE ${response.status}`)
}

export async function getEvent(r: RunningRadicale, url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { headers: { authorization: auth(r) } })
  return { status: response.status, text: await response.text() }
}

/** A one-off VEVENT in UTC (times as `20261201T090000Z`), optionally with extra lines (RRULE…). */
export function vevent(uid: string, start: string, end: string, extra: string[] = []): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//FR',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${start}`,
    `DTEND:${end}`,
    'SUMMARY:Occupé',
    ...extra,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}
