import type { Metadata } from 'next'
import Link from 'next/link'

import { CloseDayButton, RefundForm, VatRegimeForm } from '@/components/groomerSpace/checkout/RegisterActions'
import { priceLabel } from '@/lib/motivePrice'
import type { User } from '@/payload-types'
import { zoneOf } from '@/server/appointments/dashboard'
import { registerView } from '@/server/checkout/registerView'
import { METHOD_LABELS, NOTE_TITLES, PAYMENT_METHODS } from '@/server/checkout/totals'
import { requirePerson } from '@/server/http/requirePerson'
import { pageTitle } from '@/server/seo/title'

export const metadata: Metadata = { title: pageTitle('Mes encaissements') }

const euros = (cents: number) => priceLabel(cents / 100) ?? '0 €'
const periodLabel = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', dateStyle: 'short' }).format(new Date(`${date}T12:00:00Z`))

/** « Mes encaissements »: the notes issued at pick-up, today's totals, the closures and the register's archive. */
export default async function RegisterPage() {
  const groomer = await requirePerson('groomer')
  const own = groomer as typeof groomer & Partial<Pick<User, 'billingSiret' | 'vatRegime'>>
  const zone = zoneOf(groomer)
  const view = await registerView(groomer.id, zone)
  const time = (iso: string) =>
    new Intl.DateTimeFormat('fr-FR', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso))
  const totals = view.todayTotals

  return (
    <div className="stack">
      <h1>Mes encaissements</h1>
      <p className="muted" style={{ margin: 0 }}>
        « Terminé » sur un rendez-vous du jour ouvre « Encaisser » : chaque encaissement est une note numérotée, envoyée
        au client et conservée sans modification possible.
      </p>
      {view.check.ok ? null : (
        <p className="card form-error" role="alert">
          Registre altéré : la note n° {view.check.brokenAt ?? view.check.missing[0]} ne correspond plus à ce qui a été
          enregistré. Contactez-nous.
        </p>
      )}
      <section className="card stack" aria-labelledby="today-title">
        <h2 id="today-title" style={{ margin: 0 }}>
          Aujourd’hui
        </h2>
        <p style={{ margin: 0 }}>
          {totals.count === 0 ? 'Aucune note pour le moment.' : `${totals.count} note${totals.count > 1 ? 's' : ''}`}
          {totals.count > 0 ? (
            <>
              {' '}
              · <strong>{euros(totals.totalCents)} TTC</strong>
              {totals.tipsCents ? ` · pourboires ${euros(totals.tipsCents)}` : ''}
            </>
          ) : null}
        </p>
        {totals.count > 0 ? (
          <ul style={{ margin: 0 }} aria-label="Par moyen de paiement">
            {PAYMENT_METHODS.filter((method) => totals.byMethod[method]).map((method) => (
              <li key={method}>
                {METHOD_LABELS[method]} : {euros(totals.byMethod[method] ?? 0)}
              </li>
            ))}
          </ul>
        ) : null}
        {view.todayClosed ? (
          <p className="muted" style={{ margin: 0 }}>
            Journée clôturée.
          </p>
        ) : (
          <CloseDayButton date={view.today} />
        )}
      </section>
      <section className="card stack" aria-labelledby="notes-title">
        <h2 id="notes-title" style={{ margin: 0 }}>
          Dernières notes
        </h2>
        {view.sales.length === 0 ? <p className="muted">Vos notes apparaîtront ici.</p> : null}
        <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {view.sales.map((sale) => (
            <li key={sale.number} className="stack" style={{ gap: '0.25rem' }}>
              <p style={{ margin: 0 }}>
                <strong>
                  {NOTE_TITLES[sale.kind]} n° {sale.number}
                </strong>{' '}
                · {time(sale.issuedAt)} · {sale.customer.name} · {euros(sale.totals.dueCents)}
                {sale.refersTo ? ` (note n° ${sale.refersTo})` : ''}
              </p>
              <p className="muted" style={{ margin: 0 }}>
                {sale.payments.map((p) => `${METHOD_LABELS[p.method]} ${euros(p.amountCents)}`).join(' · ')}
              </p>
              <div className="actions-row">
                <a href={sale.receiptUrl} download>
                  Note n° {sale.number} (PDF)
                </a>
              </div>
              {sale.kind === 'sale' ? <RefundForm number={sale.number} /> : null}
            </li>
          ))}
        </ul>
      </section>
      <section className="card stack" aria-labelledby="settings-title">
        <h2 id="settings-title" style={{ margin: 0 }}>
          Vos notes
        </h2>
        <p style={{ margin: 0 }}>
          {own.billingSiret ? (
            <>SIRET imprimé : {own.billingSiret}. </>
          ) : (
            <strong>Renseignez votre SIRET avant d’encaisser : il figure sur chaque note. </strong>
          )}
          <Link href="/user/abonnement#billing-details-title">Raison sociale et SIRET</Link>
        </p>
        <VatRegimeForm initial={own.vatRegime === 'vat20' ? 'vat20' : 'franchise'} />
        <p style={{ margin: 0 }}>
          <a href="/api/v1/register/archive.csv" download>
            Télécharger le registre (CSV, pour votre comptable)
          </a>
        </p>
        {view.closures.length > 0 ? (
          <>
            <h3 style={{ margin: 0 }}>Clôtures</h3>
            <ul style={{ margin: 0 }}>
              {view.closures.slice(0, 10).map((closure) => (
                <li key={`${closure.period}-${closure.periodStart}`}>
                  {closure.period === 'day' ? 'Jour' : closure.period === 'month' ? 'Mois' : 'Année'} du{' '}
                  {periodLabel(closure.periodStart)} : {closure.totals.count} note{closure.totals.count > 1 ? 's' : ''},{' '}
                  {euros(closure.totals.totalCents)} TTC
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  )
}
