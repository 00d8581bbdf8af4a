/** Characters that could end the script element or the JSON text inside HTML, as JSON escapes. */
const UNSAFE = /[<>&\u2028\u2029]/g
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON for a `<script type="application/ld+json">` element: the same data once parsed, but no
 * text in it can close the element (`</script>`), open a comment or an entity.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(UNSAFE, (character) => ESCAPES[character])
}
