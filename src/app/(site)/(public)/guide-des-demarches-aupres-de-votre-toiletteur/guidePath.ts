export { GUIDE_PATH } from '@/server/content/uris'
export const GUIDE_TITLE = 'Guide des démarches auprès de votre toiletteur'

/** `?page=` of the list: absent is 1, anything but a positive integer is no page (null). */
export function pageNumberOf(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1
  return typeof value === 'string' && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null
}
