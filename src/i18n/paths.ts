/**
 * The permanent redirects of spec section 4 that depend on the path itself:
 * `/en…` → `/fr…`, `/fr…` → the same path without prefix, `œ` → `oe`, no trailing slash.
 * Returns the target, or null when the path is served as it is.
 */
export function localeRedirectTarget(pathname: string): string | null {
  const target = rawTarget(pathname)
  // Always a path of this site: `//host/…` (or `/\host`) would be read as another site's address.
  return target === null ? null : target.replace(/^[/\\]+/, '/')
}

function rawTarget(pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (/[œŒ]/.test(decoded)) {
    const rewritten = decoded.replace(/œ/g, 'oe').replace(/Œ/g, 'OE')
    return rewritten.split('/').map(encodeURIComponent).join('/')
  }
  if (pathname === '/en' || pathname.startsWith('/en/')) return `/fr${pathname.slice(3)}`
  if (pathname === '/fr' || pathname === '/fr/') return '/'
  if (pathname.startsWith('/fr/')) return pathname.slice(3)
  // One address per page: a trailing slash is dropped with a 301 too.
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/'
  return null
}
