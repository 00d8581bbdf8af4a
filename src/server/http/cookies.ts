export type CookieOptions = {
  httpOnly?: boolean
  sameSite?: 'lax' | 'strict' | 'none'
  secure?: boolean
  path?: string
  expires?: Date
  maxAge?: number
}

export type Cookie = { name: string; value: string; options: CookieOptions }

/** One `Set-Cookie` header value (the value URI-encoded, as Next's `cookies.set` writes it). */
export function serializeCookie({ name, value, options }: Cookie): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`]
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`)
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`)
  if (options.secure) parts.push('Secure')
  if (options.httpOnly) parts.push('HttpOnly')
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`)
  return parts.join('; ')
}

/** The response with these cookies set (its headers copied: a fetched or redirect response's are frozen). */
export function withCookies(response: Response, cookies: Cookie[]): Response {
  const headers = new Headers(response.headers)
  for (const cookie of cookies) headers.append('set-cookie', serializeCookie(cookie))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** A 303 redirect to `location`, with these cookies set. */
export function redirectWithCookies(location: string | URL, cookies: Cookie[] = []): Response {
  const headers = new Headers({ location: String(location) })
  for (const cookie of cookies) headers.append('set-cookie', serializeCookie(cookie))
  return new Response(null, { status: 303, headers })
}
