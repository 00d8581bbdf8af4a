'use client'

import { DevicePushPanel, PushSwitches } from '@/components/push/DevicePushPanel'
import { useDevicePush } from '@/components/push/useDevicePush'
import { useHydrated } from '@/lib/useHydrated'
import type { PushPreferences } from '@/server/push/preferences'

const SWITCHES: [keyof PushPreferences, string][] = [
  ['requests', 'Nouvelles demandes de rendez-vous'],
  ['postponements', 'Reports par le client'],
  ['cancellations', 'Annulations par le client'],
  ['colleagueMessages', 'Messages de mes collègues de l’étude'],
]

/**
 * « Notifications sur ce téléphone »: switches this browser's Web Push on or off for the groomer,
 * sends a test, and the events that reach their phones (and the SMS for a request within 24 h).
 */
export function PushSettings({
  groomerId,
  publicKey,
  initial,
  phoneVerified,
}: {
  groomerId: number
  publicKey: string | null
  initial: PushPreferences
  phoneVerified: boolean
}) {
  const hydrated = useHydrated()
  const push = useDevicePush(`/api/v1/users/${groomerId}/push`, publicKey, initial)
  const { preferences, busy, choose } = push
  return (
    <DevicePushPanel
      push={push}
      publicKey={publicKey}
      onText="Cet appareil est prévenu à l’instant, même l’application fermée. Vous pouvez valider une demande depuis la notification."
      offText="Soyez prévenu à l’instant sur ce téléphone de chaque nouvelle demande, sans attendre vos e-mails."
      extra={
        <button
          type="button"
          className="btn"
          disabled={!hydrated || busy}
          onClick={() => void push.run(() => push.send('POST', '/test'))}
        >
          Envoyer une notification d’essai
        </button>
      }
    >
      <PushSwitches switches={SWITCHES} preferences={preferences} disabled={!hydrated || busy} choose={choose} />
      <label className="booking-choice">
        <input
          type="checkbox"
          checked={preferences.urgentRequestSms}
          disabled={!hydrated || busy || (!phoneVerified && !preferences.urgentRequestSms)}
          onChange={(event) => choose({ ...preferences, urgentRequestSms: event.target.checked })}
        />
        <span>
          Aussi par SMS, pour une demande à moins de 24 h
          {phoneVerified ? '' : ' (vérifiez d’abord votre numéro de mobile ci-dessus)'}
        </span>
      </label>
    </DevicePushPanel>
  )
}
