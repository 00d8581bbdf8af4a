import { parsePhoneNumberFromString } from 'libphonenumber-js'

import type { Media, User } from '@/payload-types'

import { getPayloadClient } from '../payload'
import { listTimezones } from '../reference/timezones'
import { lexicalToPlainText } from './richText'

/** What the settings form starts from: the groomer's profile as the form edits it. */
export type SettingsValues = {
  country: string
  phoneCountryCode: string
  phone: string
  timezone: string
  language: string
  spokenLanguages: string[]
  presentation: string
  practicePresentation: string
  mailActive: boolean
  copyList: string
  customerEmails: boolean
  customerSms: boolean
  phoneOnly: boolean
  cancellationNoticeHours: string
}

export type SettingsView = {
  groomerId: number
  values: SettingsValues
  phoneVerified: boolean
  picture: { url: string; alt: string } | null
  timezones: { id: string; label: string }[]
}

const national = (phone?: string | null) =>
  phone ? (parsePhoneNumberFromString(phone)?.formatNational() ?? phone) : ''

/** The settings of the signed-in groomer, read with their own rights. */
export async function settingsView(groomer: User): Promise<SettingsView> {
  const payload = await getPayloadClient()
  const pictureId = typeof groomer.picture === 'object' && groomer.picture ? groomer.picture.id : groomer.picture
  // Media are public (collection access `read: anyone`); the groomer reads their own picture.
  const picture = pictureId
    ? ((await payload.findByID({
        collection: 'media',
        id: pictureId,
        depth: 0,
        overrideAccess: false,
        user: { ...groomer, collection: 'users' },
        disableErrors: true,
      })) as Media | null)
    : null
  return {
    groomerId: groomer.id,
    phoneVerified: Boolean(groomer.phoneVerified),
    picture: picture?.url ? { url: picture.sizes?.thumbnail?.url ?? picture.url, alt: picture.alt } : null,
    timezones: listTimezones(new Date()).map(({ id, label }) => ({ id, label })),
    values: {
      country: groomer.country ?? 'FR',
      phoneCountryCode: groomer.phoneCountryCode ?? 'FR',
      phone: national(groomer.phone),
      timezone: groomer.timezone || 'Europe/Paris',
      language: groomer.language ?? 'fr',
      spokenLanguages: groomer.spokenLanguages ?? [],
      presentation: lexicalToPlainText(groomer.presentation),
      practicePresentation: lexicalToPlainText(groomer.practicePresentation),
      mailActive: groomer.mailSettings?.active !== false,
      copyList: (groomer.mailSettings?.copyList ?? []).join('\n'),
      customerEmails: groomer.customerMessages?.byEmail !== false,
      customerSms: groomer.customerMessages?.bySms !== false,
      phoneOnly: groomer.onlineBooking === false,
      cancellationNoticeHours: String(groomer.cancellationNoticeHours ?? 24),
    },
  }
}
