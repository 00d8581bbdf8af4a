import { BookingLauncher } from '@/components/booking/BookingLauncher'
import type { MotiveOption } from '@/components/booking/bookingState'
import type { GroomerSummary } from '@/components/booking/ConfirmStep'
import type { Motive } from '@/payload-types'

import { durationLabel, motivePriceLabel, slotLong } from './format'

type Props = {
  motive: Motive
  slot: string | null
  /** A slot was asked (its link) but is no longer offered: taken, or too close now. */
  slotGone?: boolean
  groomer: GroomerSummary
  motives: MotiveOption[]
}

/** Said when the slot of a link is no longer offered (the page's slots can be a minute old). */
const SLOT_GONE = 'Ce créneau n’est plus disponible : choisissez-en un autre ci-dessous.'

/** The visitor's chosen motive and slot, with the button that opens the booking dialog. */
export function BookingChoice({ motive, slot, slotGone = false, groomer, motives }: Props) {
  return (
    <section id="reservation" className="card stack" aria-labelledby="reservation-title">
      <h2 id="reservation-title">Votre rendez-vous</h2>
      <p style={{ margin: 0 }}>
        <strong>{motive.title}</strong> · {durationLabel(motive.duration)}
        {motivePriceLabel(motive) ? ` · ${motivePriceLabel(motive)}` : ''}
      </p>
      {slot ? (
        <p style={{ margin: 0 }}>
          Avec {groomer.name}, le <strong>{slotLong(slot)}</strong>
        </p>
      ) : slotGone ? (
        <p className="form-error" role="alert" style={{ margin: 0 }}>
          {SLOT_GONE}
        </p>
      ) : (
        <p className="muted" style={{ margin: 0 }}>
          Choisissez un créneau ci-dessous, ou directement dans la prise de rendez-vous.
        </p>
      )}
      <div>
        <BookingLauncher groomer={groomer} motives={motives} motiveId={motive.id} slot={slot} />
      </div>
    </section>
  )
}
