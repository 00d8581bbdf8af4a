import QRCode from 'qrcode'

import { siteUrl } from '../notifications/siteUrl'

/** What a groomer pastes on their website, their Instagram bio or their shop window to be booked. */
export type BookingLinks = {
  /** Their page, where the booking dialog opens. */
  profileUrl: string
  /** The `<script>` that puts a « Prendre rendez-vous » button on any site (public/widget.js). */
  widgetSnippet: string
  /** The page's link as a QR code (SVG), to print. */
  qrCodeSvg: string
}

/** The groomer's booking link, website snippet and QR code, on this site's address. */
export async function bookingLinks(uri: string): Promise<BookingLinks> {
  const base = siteUrl()
  const profileUrl = `${base}/toiletteur/${uri}`
  const widgetSnippet = `<script src="${base}/widget.js" data-toiletteur="${uri}" async></script>`
  const qrCodeSvg = await QRCode.toString(profileUrl, {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
    color: { dark: '#3a0d22', light: '#ffffff' },
  })
  return { profileUrl, widgetSnippet, qrCodeSvg }
}
