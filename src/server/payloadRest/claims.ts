/** The unverified claims of a JWT (only to tell whose it says it is; its strategy verifies it). */
export function decodeClaims(token: string): { collection?: unknown } | null {
  const body = token.split('.')[1]
  if (!body) return null
  try {
    const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    return claims && typeof claims === 'object' ? (claims as { collection?: unknown }) : null
  } catch {
    return null
  }
}
