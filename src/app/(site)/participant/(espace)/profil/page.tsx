import type { Metadata } from 'next'

import { PasswordForm } from '@/components/attendee/PasswordForm'
import { ProfileForm } from '@/components/attendee/ProfileForm'
import type { Attendee } from '@/payload-types'
import { requirePerson } from '@/server/auth/requirePerson'
import { pageTitle } from '@/server/seo/title'

export const metadata: Metadata = { title: pageTitle('Mon profil') }

export default async function AttendeeProfilePage() {
  const attendee = (await requirePerson('attendee')) as unknown as Attendee
  const initial = {
    id: attendee.id,
    civility: attendee.civility ?? '',
    firstName: attendee.firstName,
    lastName: attendee.lastName,
    birthdate: attendee.birthdate ? attendee.birthdate.slice(0, 10) : '',
    email: attendee.email,
    phone: attendee.phone ?? '',
    phoneCountryCode: attendee.phoneCountryCode ?? 'FR',
    phoneVerified: attendee.phoneVerified === true,
  }
  return (
    <div className="stack" style={{ maxWidth: 640 }}>
      <h1>Mon profil</h1>
      <ProfileForm initial={initial} />
      <PasswordForm attendeeId={attendee.id} />
    </div>
  )
}
