import type { Motive } from '@/payload-types'

import { durationLabel, priceLabel, slotLong } from './format'

/** The visitor's chosen motive and slot, with the button that starts the booking. */
export function BookingChoice({ motive, slot, groomerName }: { motive: Motive; slot: string | null; groomerName: string }) {
  return (
    <section id="reservation" className="card stack" aria-labelledby="reservation-title">
      <h2 id="reservation-title">Votre rendez-vous</h2>
      <p style={{ margin: 0 }}>
        <strong>{motive.title}</strong> · {durationLabel(motive.duration)}
        {priceLabel(motive.price) ? ` · ${priceLabel(motive.price)}` : ''}
      </p>
      {slot ? (
        <>
          <p style={{ margin: 0 }}>
            Avec {groomerName}, le <strong>{slotLong(slot)}</strong>
          </p>
          <a className="btn" href={`#reservation`} data-motive={motive.id} data-slot={slot}>
            Prendre rendez-vous
          </a>
        </>
      ) : (
        <p className="muted" style={{ margin: 0 }}>
          Choisissez un créneau ci-dessous.
        </p>
      )}
    </section>
  )
}
