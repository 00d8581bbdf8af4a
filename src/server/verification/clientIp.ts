import { env } from '../env'

/**
 * The client's address for the per-IP limits: the X-Forwarded-For entry written by the farthest of
 * the `trustedHops` proxies that append to it (the last entry behind one). Entries before it are
 * whatever the client sent, so the first one would let anyone pick their own address.
 */
export function clientIp(headers: Headers, trustedHops = env().TRUSTED_PROXY_HOPS): string {
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
  if (hops.length === 0) return headers.get('x-real-ip')?.trim() || 'local'
  return hops[Math.min(Math.max(hops.length - Math.max(trustedHops, 1), 0), hops.length - 1)]
}
