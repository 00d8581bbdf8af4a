/** Builds requests for route handlers the way the browser or an API client sends them. */
export function jsonRequest(
  path: string,
  body: unknown,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Request(`http://localhost:3100${path}`, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export function getRequest(path: string, headers: Record<string, string> = {}) {
  return new Request(`http://localhost:3100${path}`, { headers: { accept: 'application/json', ...headers } })
}

/** `name=value` of the Set-Cookie answer for `name`, or null. */
export function setCookie(response: Response, name: string): { value: string; expired: boolean } | null {
  for (const header of response.headers.getSetCookie()) {
    if (!header.startsWith(`${name}=`)) continue
    const value = header.slice(name.length + 1).split(';')[0] ?? ''
    const expires = /expires=([^;]+)/i.exec(header)?.[1]
    return { value, expired: !value || (expires ? new Date(expires).getTime() < Date.now() : false) }
  }
  return null
}

export const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) })
