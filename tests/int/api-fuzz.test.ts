import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { bearerOf } from './helpers/sessions'
import { getTestPayload } from './helpers/payload'
import { createAttendee, createGroomer } from '../../scripts/lib/people'

// Every /api/v1 route handler, found on disk: a new route is fuzzed without touching this file.
const API_ROOT = path.join(import.meta.dirname, '../../src/app/api/v1')
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return routeFiles(full)
    return name === 'route.ts' ? [full] : []
  })
}

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>
type Persona = { name: string; headers: Record<string, string>; ownId: number | null }

const segmentsOf = (file: string) => path.relative(API_ROOT, path.dirname(file)).split(path.sep)
const paramNames = (file: string) =>
  segmentsOf(file).flatMap((s) => (/^\[(\.\.\.)?(\w+)\]$/.exec(s)?.slice(1) ?? []).filter((_, i) => i === 1))
// Logouts end the persona's session: they run last.
const routes = routeFiles(API_ROOT).sort(
  (a, b) => Number(a.includes('logout')) - Number(b.includes('logout')) || a.localeCompare(b),
)

const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '99999999999',
  '-1',
  '0',
  '1e3',
  '2147483648',
  'abc',
  '',
  ' ',
  '../..',
  '%00',
  'RDV-AAAA-BBBB-CCCC',
)
const text = fc.oneof(fc.string(), nasty, fc.string({ unit: 'binary', maxLength: 20 }), fc.constant('x'.repeat(5000)))
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(99999999999, -1, 0, 2147483648, Number.MAX_SAFE_INTEGER),
)
const leaf = fc.oneof(text, number, fc.boolean(), fc.constant(null))
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), nasty), tie('value'), { maxKeys: 4 }),
  ),
})).value
/** Bodies with the fields the routes expect, filled with the wrong things. */
const likely = fc.dictionary(
  fc.constantFrom(
    'email',
    'password',
    'user',
    'start',
    'end',
    'reason',
    'groomer',
    'motive',
    'ranges',
    'token',
    'phone',
    'infos',
    'appointment',
    'text',
    'date',
    'worked',
    'busy',
    'target',
    'from',
    'to',
    'label',
    'name',
    'accept',
    'ref',
    'action',
    'sig',
  ),
  jsonValue,
  { maxKeys: 6 },
)

type BodyCase = { type: string | null; body: string | null }
const bodyCase: fc.Arbitrary<BodyCase> = fc.oneof(
  fc.oneof(likely, jsonValue).map((value) => ({ type: 'application/json', body: JSON.stringify(value) })),
  text.map((value) => ({ type: 'application/json', body: value })),
  fc
    .constantFrom(
      '{"name":"a\\u0000"}',
      '{"\\ud800":1}',
      '["\\udfff"]',
      '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
    )
    .map((body) => ({ type: 'application/json', body })),
  fc.record({
    type: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      null,
    ),
    body: text,
  }),
  fc.constant({ type: 'application/json', body: JSON.stringify({ padding: 'x'.repeat(70_000) }) }),
  fc.constant({ type: null, body: null }),
)
const queryCase = fc.dictionary(
  fc.constantFrom(
    'q',
    'page',
    'ids[]',
    'ids',
    'motive',
    'from',
    'to',
    'size',
    'weeks',
    'vue',
    'date',
    'redirect',
    'code',
    'state',
  ),
  text,
  { maxKeys: 3 },
)

let payload: Payload
let personas: Persona[]

async function rowCounts(): Promise<Record<string, number>> {
  const slugs = Object.keys(payload.collections)
  const counts = await Promise.all(
    slugs.map((collection) =>
      payload.count({ collection: collection as never, overrideAccess: true }).then((r) => r.totalDocs),
    ),
  )
  return Object.fromEntries(slugs.map((slug, i) => [slug, counts[i]!]))
}

beforeAll(async () => {
  payload = await getTestPayload()
  const [groomer, attendee] = await Promise.all([createGroomer(payload), createAttendee(payload)])
  personas = [
    { name: 'anonymous', headers: {}, ownId: null },
    { name: 'groomer', headers: await bearerOf(payload, 'users', groomer.email!), ownId: groomer.id as number },
    { name: 'attendee', headers: await bearerOf(payload, 'attendees', attendee.email!), ownId: attendee.id as number },
  ]
})

/** Path params named like Object's own properties: a lookup in a plain object finds a function there. */
const PROTOTYPE_KEYS = ['toString', 'valueOf', 'constructor', '__proto__', 'hasOwnProperty']

describe('every /api/v1 route under random input', () => {
  it('finds the routes on disk', () => {
    expect(routes.length).toBeGreaterThan(50)
  })

  it('answers a 4xx, never a 5xx, when path params are named like Object.prototype properties', async () => {
    const failures: string[] = []
    for (const file of routes.filter((route) => paramNames(route).length > 0 && !route.includes('logout'))) {
      const handlers = (await import(file)) as Partial<Record<(typeof METHODS)[number], Handler>>
      const names = paramNames(file)
      for (const method of METHODS) {
        const handler = handlers[method]
        if (!handler) continue
        for (const key of PROTOTYPE_KEYS) {
          for (const persona of personas) {
            const url = `http://localhost:3100/api/v1/${segmentsOf(file).join('/')}`
            const hasBody = method !== 'GET'
            const request = new Request(url, {
              method,
              headers: { ...persona.headers, 'content-type': 'application/json' },
              ...(hasBody ? { body: '{}' } : {}),
            })
            const response = await handler(request, {
              params: Promise.resolve(Object.fromEntries(names.map((name) => [name, key]))),
            })
            if (response.status >= 500)
              failures.push(
                `${method} ${path.relative(API_ROOT, file)} with ${key} as ${persona.name}: ${response.status}`,
              )
          }
        }
      }
    }
    expect(failures).toEqual([])
  })

  it(
    'never answers 5xx, answers 4xx as {error, fields} and writes nothing when it refuses',
    { timeout: 170_000 },
    async () => {
      let before = await rowCounts()
      const failures: string[] = []
      for (const file of routes) {
        const handlers = (await import(file)) as Partial<Record<(typeof METHODS)[number], Handler>>
        const names = paramNames(file)
        for (const method of METHODS) {
          const handler = handlers[method]
          if (!handler) continue
          for (const persona of personas) {
            const paramValue = fc.oneof(
              text,
              fc.constant(String(persona.ownId ?? 1)),
              fc.constantFrom('cancel', 'move', 'answer', 'respond', 'user', 'attendee', 'email', 'sms'),
              fc.constantFrom(...PROTOTYPE_KEYS),
            )
            const input = fc.record({
              params: fc.tuple(...names.map(() => paramValue)),
              body: bodyCase,
              query: queryCase,
            })
            await fc.assert(
              fc.asyncProperty(input, async ({ params, body, query }) => {
                const url = new URL(`http://localhost:3100/api/v1/${segmentsOf(file).join('/')}`)
                for (const [key, value] of Object.entries(query)) url.searchParams.append(key, value)
                const headers: Record<string, string> = {
                  ...persona.headers,
                  ...(body.type ? { 'content-type': body.type } : {}),
                }
                const hasBody = method !== 'GET' && body.body !== null
                const request = new Request(url, { method, headers, ...(hasBody ? { body: body.body } : {}) })
                const response = await handler(request, {
                  params: Promise.resolve(Object.fromEntries(names.map((name, i) => [name, params[i]!]))),
                })
                const label = `${method} ${path.relative(API_ROOT, file)} as ${persona.name}`
                expect(response.status, label).toBeLessThan(500)
                const after = await rowCounts()
                if (response.status >= 400) {
                  const answer = (await response.json()) as { error?: unknown; fields?: unknown }
                  expect(typeof answer.error, label).toBe('string')
                  expect(answer.fields, label).toBeTypeOf('object')
                  expect(answer.fields, label).not.toBeNull()
                  if (JSON.stringify(after) !== JSON.stringify(before))
                    failures.push(`${label} wrote rows while answering ${response.status}`)
                }
                before = after
              }),
              { numRuns: 3, endOnFailure: true },
            )
          }
        }
      }
      expect(failures).toEqual([])
    },
  )
})
