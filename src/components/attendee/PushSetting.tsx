'use client'

import { useId } from 'react'

import { DevicePushPanel, PushSwitches } from '@/components/push/DevicePushPanel'
import { useDevicePush } from '@/components/push/useDevicePush'
import { useHydrated } from '@/lib/useHydrated'
import type { OwnerPushPreferences } from '@/server/push/preferences'

const SWITCHES: [keyof OwnerPushPreferences, string][] = [
  ['confirmations', 'La confirmation de mes rendez-vous'],
  ['ready', 'Mon animal est prêt à récupérer'],
]

/** « Notifications sur ce téléphone » for an owner (issue 36 item 4): off until they switch it on here. */
export function PushSetting({
  attendeeId,
  publicKey,
  initial,
}: {
  attendeeId: number
  publicKey: string | null
  initial: OwnerPushPreferences
}) {
  const hydrated = useHydrated()
  const push = useDevicePush(`/api/v1/attendees/${attendeeId}/push`, publicKey, initial)
  const { preferences, busy, choose } = push
  const headingId = useId()
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Notifications sur ce téléphone</h2>
      <DevicePushPanel
        push={push}
        publicKey={publicKey}
        onText="Ce téléphone est prévenu à l’instant, en plus de vos e-mails et SMS."
        offText="Recevez une notification dès que votre rendez-vous est confirmé et quand votre animal est prêt."
      >
        <PushSwitches switches={SWITCHES} preferences={preferences} disabled={!hydrated || busy} choose={choose} />
      </DevicePushPanel>
    </section>
  )
}
