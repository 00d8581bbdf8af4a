/**
 * A media URL as a path of this site ("/api/media/file/…"): Payload prefixes its files with the
 * site's URL (serverURL), and next/image optimizes local paths only (next.config.ts).
 */
export const mediaPath = (url: string) => url.replace(/^https?:\/\/[^/]+(?=\/api\/media\/file\/)/, '')
