import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  limitKeyOf,
  normalizeAddress,
  resolveClientAddress,
  UNKNOWN_ADDRESS,
} from '../../src/server/rateLimits/clientAddress'

describe('the client address of the per-address limits', () => {
  it('is the socket’s peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('1.2.3.4', '198.51.100.7', 0)).toBe('198.51.100.7')
    expect(resolveClientAddress('1.2.3.4, 5.6.7.8', '::ffff:198.51.100.7', 0)).toBe('198.51.100.7')
    expect(resolveClientAddress(undefined, '2001:db8::1', 0)).toBe('2001:db8::1')
  })

  it('is the entry the farthest trusted proxy appended, never one the client wrote before it', () => {
    expect(resolveClientAddress('203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9')
    expect(resolveClientAddress('1.1.1.1, 2.2.2.2, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9')
    expect(resolveClientAddress('1.1.1.1, 203.0.113.9, 10.0.0.3', '10.0.0.2', 2)).toBe('203.0.113.9')
    // More hops configured than entries: the first entry, not an error.
    expect(resolveClientAddress('203.0.113.9', '10.0.0.2', 3)).toBe('203.0.113.9')
  })

  it('is one shared bucket when the chosen entry is not an address', () => {
    expect(resolveClientAddress('pas-une-adresse', '10.0.0.2', 1)).toBe(UNKNOWN_ADDRESS)
    expect(resolveClientAddress(undefined, undefined, 0)).toBe(UNKNOWN_ADDRESS)
    expect(normalizeAddress(' 203.0.113.9 ')).toBe('203.0.113.9')
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1')
  })
})

/** The guard in a real HTTP server of its own process (it patches every server of the process). */
async function startGuardedServer(trustedHops: number): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(path.join(process.cwd(), 'node_modules/.bin/tsx'), ['tests/fixtures/clientAddressServer.ts'], {
    env: { ...process.env, TRUSTED_PROXY_HOPS: String(trustedHops) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()))
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  return { url: `http://127.0.0.1:${port}/`, process: child }
}

const addressSeen = async (url: string, headers: Record<string, string>) =>
  ((await (await fetch(url, { headers })).json()) as { address: string }).address

describe('the client address over HTTP', () => {
  let direct: Awaited<ReturnType<typeof startGuardedServer>>
  let proxied: Awaited<ReturnType<typeof startGuardedServer>>
  beforeAll(async () => {
    ;[direct, proxied] = await Promise.all([startGuardedServer(0), startGuardedServer(1)])
  }, 60_000)
  afterAll(() => {
    direct?.process.kill()
    proxied?.process.kill()
  })

  it('ignores the forwarding headers a client sends when no proxy is trusted', async () => {
    expect(await addressSeen(direct.url, {})).toBe('127.0.0.1')
    expect(await addressSeen(direct.url, { 'x-forwarded-for': '203.0.113.9' })).toBe('127.0.0.1')
    expect(
      await addressSeen(direct.url, { 'x-forwarded-for': '203.0.113.9, 198.51.100.1', 'x-real-ip': '192.0.2.1' }),
    ).toBe('127.0.0.1')
  })

  it('refuses a forged proof of the rewrite', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9', 'x-client-address-checked': 'forged' }
    expect(await addressSeen(direct.url, headers)).toBe('127.0.0.1')
  })

  it('behind one trusted proxy, takes the entry that proxy appended', async () => {
    expect(await addressSeen(proxied.url, { 'x-forwarded-for': '1.1.1.1, 203.0.113.9' })).toBe('203.0.113.9')
    expect(await addressSeen(proxied.url, {})).toBe('127.0.0.1')
  })
})

describe('limit keys', () => {
  it('an IPv6 client counts by its /64, an IPv4 one by its address', () => {
    expect(limitKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(limitKeyOf('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64')
    expect(limitKeyOf('2001:db8:1:3::1')).not.toBe(limitKeyOf('2001:db8:1:2::1'))
    expect(limitKeyOf('198.51.100.7')).toBe('198.51.100.7')
    expect(limitKeyOf('unknown')).toBe('unknown')
  })
})
