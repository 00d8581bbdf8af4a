/**
 * The one check of every redirect target that comes from a request (`?redirect=`, a stored path):
 * only a path of this site is followed, never another origin (no open redirect).
 * Pure, without env(): server callers pass `env().SITE_URL`, the browser its own origin.
 */

// Control characters (tab, newline…) are dropped by URL parsers: `/%09/evil` decodes to `/\t/evil` → `//evil`.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/

/** The path, query and fragment of `target` when it stays on `siteUrl`'s origin, else null. */
export function safeRedirectPath(target: string | null | undefined, siteUrl: string): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(target)
  } catch {
    return null
  }
  if (UNSAFE_CHARACTERS.test(target) || UNSAFE_CHARACTERS.test(decoded) || decoded.startsWith('//')) return null
  let site: URL
  let url: URL
  try {
    site = new URL(siteUrl)
    url = new URL(target, site)
  } catch {
    return null
  }
  // `/.//evil.example` resolves on the site to the path `//evil.example`, which leaves it when followed.
  if (url.origin !== site.origin || url.pathname.startsWith('//')) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** `target` when it is a safe path under one of `prefixes` (a login coming back to its own space), else `fallback`. */
export function safeRedirectWithin(
  target: string | null | undefined,
  siteUrl: string,
  prefixes: readonly string[],
  fallback: string,
): string {
  const path = safeRedirectPath(target, siteUrl)
  return path && prefixes.some((prefix) => path.startsWith(prefix)) ? path : fallback
}

/** A login page's address that comes back to `target` afterwards, or the bare login page when `target` is unsafe. */
export function loginHref(loginPath: string, target: string | null | undefined, siteUrl: string): string {
  const path = safeRedirectPath(target, siteUrl)
  return path ? `${loginPath}?redirect=${encodeURIComponent(path)}` : loginPath
}
