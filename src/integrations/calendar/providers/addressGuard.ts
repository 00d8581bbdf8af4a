import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { isIP } from 'node:net'

import ipaddr from 'ipaddr.js'
import { Agent, buildConnector } from 'undici'

import { CredentialError } from '../port'

/**
 * Outgoing requests to addresses a person typed (a CalDAV server) must not reach the site's own
 * network: loopback, private, link-local (cloud metadata 169.254.169.254), unique-local (fd00:ec2::254),
 * CGNAT, multicast, unspecified, reserved. The check runs at connect time, on the addresses the name
 * resolved to, for every hop of a redirect: a name that resolves to 127.0.0.1, or changes its answer
 * after a first check, gets nowhere. A CredentialError: a stored connection that now points there is
 * broken, the groomer reconnects it.
 */
export class BlockedAddressError extends CredentialError {
  constructor(readonly host: string) {
    super(`Adresse de serveur non autorisée : ${host}`)
  }
}

/** Only public unicast addresses (IPv4-mapped IPv6 judged as the IPv4 inside). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  return ipaddr.process(address).range() === 'unicast'
}

type Lookup = typeof dnsLookup
export type GuardOptions = { lookup?: Lookup; allowed?: (address: string) => boolean }

/** `localhost` and its subdomains are loopback whatever a resolver says (RFC 6761). */
const isLocalhostName = (host: string) => /(^|\.)localhost$/i.test(host.replace(/\.+$/, ''))

/** An undici dispatcher that connects only to allowed addresses. */
export function guardedDispatcher({ lookup = dnsLookup, allowed = isPublicAddress }: GuardOptions = {}): Agent {
  const checkedLookup = (hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error)
      const list = addresses as unknown as LookupAddress[]
      if (!list.length || list.some((entry) => !allowed(entry.address)))
        return callback(new BlockedAddressError(hostname))
      if (options.all) callback(null, list)
      else callback(null, list[0].address, list[0].family)
    })
  }
  const connector = buildConnector({ lookup: checkedLookup } as buildConnector.BuildOptions)
  return new Agent({
    connect: (options, callback) => {
      const host = options.hostname.replace(/^\[(.*)\]$/, '$1')
      const refused = isIP(host) ? !allowed(host) : isLocalhostName(host) && !allowed('127.0.0.1')
      if (refused) return callback(new BlockedAddressError(host), null)
      return connector(options, callback)
    },
  })
}

/** Everything allowed: CALDAV_ALLOW_PRIVATE_ADDRESSES=true, for tests against a local server only. */
export const unguardedDispatcher = () => new Agent()

/** The guard's refusal behind fetch's "fetch failed", if that is why a request failed. */
export function blockedAddressOf(error: unknown): BlockedAddressError | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if (cause instanceof BlockedAddressError) return cause
  return null
}
