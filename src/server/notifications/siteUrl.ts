import { env } from '../env'

/** The public address of the site, for links in e-mails and calendar files. */
export const siteUrl = () => env().SITE_URL.replace(/\/$/, '')
