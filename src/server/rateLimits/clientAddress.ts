import { randomBytes } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'

import ipaddr from 'ipaddr.js'

import { env } from '../env'

/**
 * "The client's address", for every per-address limit. Next's server only fills X-Forwarded-For
 * when the client did not send one (`??=`), so a client could choose its own address. The guard
 * below rewrites the header on every request the process receives, before Next reads it, to the
 * one address this function then trusts: the socket's peer with TRUSTED_PROXY_HOPS=0, else the
 * entry the farthest trusted proxy appended. A per-process token in a second header proves the
 * rewrite happened; a request without it (served before the guard was installed, or a process
 * without the guard in production) shares one bucket, so it is throttled together, never spoofed.
 */
export const FORWARDED_FOR = 'x-forwarded-for'
const CHECKED = 'x-client-address-checked'

/**
 * Per process, not per module: Next bundles src/instrumentation.ts apart from the route handlers,
 * so each bundle has its own copy of this module; the guard's state lives on globalThis.
 */
type GuardState = { installed: boolean; token: string; warned: boolean }
const STATE = Symbol.for('toiletteurs.clientAddressGuard')
const state = ((globalThis as { [STATE]?: GuardState })[STATE] ??= {
  installed: false,
  token: randomBytes(16).toString('hex'),
  warned: false,
})

/** The one bucket of requests whose address is not known. */
export const UNKNOWN_ADDRESS = 'unknown'

/** A canonical address (IPv4-mapped IPv6 as IPv4), or null when `raw` is not an address. */
export function normalizeAddress(raw: string | undefined | null): string | null {
  const value = raw?.trim()
  if (!value || !ipaddr.isValid(value)) return null
  return ipaddr.process(value).toString()
}

/**
 * The chain is X-Forwarded-For's entries then the socket's peer; each trusted proxy appended the
 * address it received from, so the client is `trustedHops` entries from the end (the first entry
 * when there are fewer).
 */
export function resolveClientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const chain = [...(trustedHops > 0 ? (forwardedFor ?? '').split(',') : []), socketAddress ?? '']
  const entries = chain.map((entry) => entry.trim()).filter(Boolean)
  return normalizeAddress(entries[Math.max(0, entries.length - 1 - trustedHops)]) ?? UNKNOWN_ADDRESS
}

/** The client's address of a request, as the guard wrote it, keyed for the limits (see limitKeyOf). */
export function clientIp(headers: Headers): string {
  return limitKeyOf(clientAddressOf(headers))
}

function clientAddressOf(headers: Headers): string {
  if (state.installed)
    return headers.get(CHECKED) === state.token
      ? (normalizeAddress(headers.get(FORWARDED_FOR)) ?? UNKNOWN_ADDRESS)
      : UNKNOWN_ADDRESS
  if (env().NODE_ENV === 'production') {
    if (!state.warned)
      console.error(
        'Adresse client : la garde n’est pas installée (src/instrumentation.ts), toutes les requêtes partagent une limite.',
      )
    state.warned = true
    return UNKNOWN_ADDRESS
  }
  // Route handlers called directly (integration tests): the header's last entry stands for what the guard writes.
  return normalizeAddress(headers.get(FORWARDED_FOR)?.split(',').pop()) ?? UNKNOWN_ADDRESS
}

/**
 * An IPv6 client counts by its /64: one line or one virtual machine holds a whole /64, so keying by
 * the full address would give it billions of fresh buckets.
 */
export function limitKeyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.parse(address)
  if (parsed.kind() !== 'ipv6') return address
  return `${(parsed as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`
}

/** Rewrites the forwarding headers of one incoming request (before any listener sees it). */
export function rewriteForwardedFor(request: http.IncomingMessage, trustedHops: number): void {
  const sent = request.headers[FORWARDED_FOR]
  const forwardedFor = Array.isArray(sent) ? sent.join(',') : sent
  request.headers[FORWARDED_FOR] = resolveClientAddress(forwardedFor, request.socket?.remoteAddress, trustedHops)
  request.headers[CHECKED] = state.token
  delete request.headers['x-real-ip']
}

type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean

/**
 * Installs the guard on every HTTP(S) server of this process (Next's `next start` and the
 * standalone `server.js` alike, both load src/instrumentation.ts): requests are rewritten when the
 * server emits them, before Next's own listener runs.
 */
export function installClientAddressGuard(trustedHops: number = env().TRUSTED_PROXY_HOPS): void {
  if (state.installed) return
  state.installed = true
  for (const prototype of [http.Server.prototype, https.Server.prototype] as unknown as { emit: Emit }[]) {
    const emit = prototype.emit
    prototype.emit = function (event, ...args) {
      if (event === 'request' || event === 'checkContinue')
        rewriteForwardedFor(args[0] as http.IncomingMessage, trustedHops)
      return emit.call(this, event, ...args)
    }
  }
}
