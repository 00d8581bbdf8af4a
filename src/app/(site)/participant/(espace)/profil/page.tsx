import type { Metadata } from 'next'

import { MyData } from '@/components/attendee/MyData'
import { PasswordForm } from '@/components/attendee/PasswordForm'
import { PetsEditor } from '@/components/attendee/PetsEditor'
import { ProfileForm } from '@/components/attendee/ProfileForm'
import { PushSetting } from '@/components/attendee/PushSetting'
import { RemindersSetting } from '@/components/attendee/RemindersSetting'
import type { Attendee } from '@/payload-types'
import { listPets } from '@/server/attendees/pets'
import type { AuthenticatedPerson } from '@/server/auth/tokens'
import { requirePerson } from '@/server/http/requirePerson'
import { ownerPushPreferences } from '@/server/push/preferences'
import { vapidPublicKey } from '@/server/push/send'
import { pageTitle } from '@/server/seo/title'

export const metadata: Metadata = { title: pageTitle('Mon profil') }

export default async function AttendeeProfilePage() {
  const person = await requirePerson('attendee')
  const attendee = person as unknown as Attendee
  const [pets, pushPreferences] = await Promise.all([
    listPets(person as AuthenticatedPerson & Attendee),
    ownerPushPreferences(attendee.id),
  ])
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
      <PetsEditor attendeeId={attendee.id} initial={pets} />
      <RemindersSetting attendeeId={attendee.id} initial={attendee.rebookingReminders !== false} />
      <PushSetting attendeeId={attendee.id} publicKey={vapidPublicKey()} initial={pushPreferences} />
      <PasswordForm attendeeId={attendee.id} />
      <MyData attendeeId={attendee.id} />
    </div>
  )
}
