export const SITE_NAME = 'Mon Toiletteur'
const TITLE_THRESHOLD = 55

/**
 * Spec section 5: a page title gets the site name appended only when it is under 55 characters
 * and does not already contain the site name.
 */
export function pageTitle(title: string, siteName = SITE_NAME): string {
  if (title.length >= TITLE_THRESHOLD || title.toLowerCase().includes(siteName.toLowerCase())) return title
  return `${title} · ${siteName}`
}
