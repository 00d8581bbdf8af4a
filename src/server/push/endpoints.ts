import { env } from '../env'

/**
 * The browsers' push services (Chrome, Edge, Firefox, Safari and iOS, Samsung Internet, Opera): a
 * subscription's endpoint is an address the site will POST to, so only theirs are accepted. A
 * person who could name any address would make the site call their own network (SSRF).
 */
const PUSH_SERVICE_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
]

const testHosts = () =>
  (env().PUSH_TEST_ENDPOINT_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)

/** Whether the site may send push messages to `endpoint`: https on a browser's push service (or a test host). */
export function isAllowedEndpoint(endpoint: string): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (testHosts().includes(url.host.toLowerCase())) return url.protocol === 'http:' || url.protocol === 'https:'
  if (url.protocol !== 'https:' || (url.port && url.port !== '443')) return false
  return PUSH_SERVICE_HOSTS.some((pattern) => pattern.test(url.hostname.toLowerCase()))
}
