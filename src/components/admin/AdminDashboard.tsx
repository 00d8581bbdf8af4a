import { DateTime } from 'luxon'
import type { Payload } from 'payload'

import { adminDashboardFigures, DASHBOARD_DAYS, DASHBOARD_ZONE } from '@/server/adminDashboard/figures'
import { subscriptionFigures } from '@/server/adminDashboard/subscriptionFigures'

import styles from './adminDashboard.module.css'
import { BookingsChart } from './BookingsChart'
import { dashboardBox, newGroomersLabel, waitedFor } from './dashboardBox'
import { ReviewQueue } from './ReviewQueue'
import { SignupQueue } from './SignupQueue'

type TileProps = { href: string; value: number; label: string; hint: string; testId: string; alert?: boolean }

/** One figure, the whole box linking to the admin list it counts. */
function Tile({ href, value, label, hint, testId, alert = false }: TileProps) {
  const tone = value === 0 ? styles.tileQuiet : alert ? styles.tileAlert : ''
  const accent = value === 0 ? 'var(--theme-elevation-150)' : alert ? '#b42318' : '#c2185b'
  return (
    <a
      href={href}
      className={`${styles.tile} ${tone}`}
      style={{ ...dashboardBox, borderLeft: `4px solid ${accent}` }}
      data-testid={`${testId}-link`}
    >
      <span className={styles.value} data-testid={testId}>
        {value}
      </span>
      <span className={styles.label}>{label}</span>
      <span className={styles.hint}>{hint}</span>
    </a>
  )
}

const s = (count: number, word: string) => `${word}${count > 1 ? 's' : ''}`
const euros = (cents: number) => (cents / 100).toLocaleString('fr-FR', { style: 'currency', currency: 'EUR' })

/**
 * The admin's home (above Payload's collection tiles): what waits for an admin, then the last
 * 30 days of the marketplace. Each figure links to the filtered admin list it counts.
 */
export async function AdminDashboard({ payload }: { payload: Payload }) {
  const [figures, subscriptions] = await Promise.all([adminDashboardFigures(payload), subscriptionFigures(payload)])
  const mrr = (subscriptions.mrrExclTaxCents / 100).toLocaleString('fr-FR', { style: 'currency', currency: 'EUR' })
  const since = DateTime.fromJSDate(figures.since, { zone: DASHBOARD_ZONE }).toFormat('dd/MM/yyyy')
  const { awaitingValidation: pending, brokenCalendars: broken, failedMessages: failed } = figures
  const topBookings = figures.topCities[0]?.bookings ?? 0
  return (
    <div className={styles.dashboard}>
      <div className={styles.header}>
        <h2>Tableau de bord</h2>
        <p className={styles.muted}>Chiffres à l’instant, jours en heure de Paris.</p>
      </div>

      <h3 className={styles.sectionTitle}>À traiter</h3>
      <div className={styles.queues}>
        <SignupQueue payload={payload} />
        <ReviewQueue payload={payload} />
      </div>
      <div className={styles.tiles}>
        <Tile
          href={pending.link}
          value={pending.count}
          testId="awaiting-validation"
          label="Rendez-vous en attente de validation"
          hint={
            pending.oldestHours === null
              ? 'Aucun rendez-vous n’attend le toiletteur.'
              : `Le plus ancien attend depuis ${waitedFor(pending.oldestHours)}.`
          }
        />
        <Tile
          href={failed.link}
          value={failed.count}
          alert
          testId="failed-messages"
          label={`${s(failed.count, 'Envoi')} en échec`}
          hint={`E-mails et SMS refusés par le fournisseur, ${DASHBOARD_DAYS} derniers jours.`}
        />
        <Tile
          href={broken.link}
          value={broken.count}
          alert
          testId="broken-calendars"
          label={`${s(broken.count, 'Agenda')} à reconnecter`}
          hint={
            broken.oldestHours === null
              ? 'Toutes les connexions d’agenda fonctionnent.'
              : `Le plus ancien est coupé depuis ${waitedFor(broken.oldestHours)}.`
          }
        />
      </div>

      <h3 className={styles.sectionTitle}>
        {DASHBOARD_DAYS} derniers jours{' '}
        <span style={{ textTransform: 'none', letterSpacing: 0, fontWeight: 400 }}>(depuis le {since})</span>
      </h3>
      <div className={styles.activity}>
        <section style={dashboardBox} aria-labelledby="bookings-chart-title">
          <div className={styles.chartHead}>
            <h3 id="bookings-chart-title">Réservations par jour</h3>
            <a href={figures.bookings.link}>
              <strong data-testid="bookings-total">{figures.bookings.count}</strong>{' '}
              {s(figures.bookings.count, 'réservation')} au total
            </a>
          </div>
          <BookingsChart days={figures.days} titleId="bookings-chart-title" />
        </section>
        <div className={styles.side}>
          <div className={styles.pair}>
            <Tile
              href={figures.cancellations.link}
              value={figures.cancellations.count}
              testId="cancellations"
              label={s(figures.cancellations.count, 'Annulation')}
              hint="Par le client, le toiletteur ou un admin."
            />
            <Tile
              href={figures.newGroomers.link}
              value={figures.newGroomers.count}
              testId="new-groomers"
              label={newGroomersLabel(figures.newGroomers.count)}
              hint="Comptes créés."
            />
          </div>
          <section style={dashboardBox} aria-labelledby="cashed-title" data-testid="cashed">
            <h3 id="cashed-title">Encaissé par les toiletteurs</h3>
            <p style={{ margin: 0 }}>
              <strong className={styles.value}>{euros(figures.cashed.totalCents)}</strong>
            </p>
            <p className={styles.muted} style={{ margin: 0 }}>
              {figures.cashed.notes} {s(figures.cashed.notes, 'note')} à la caisse
              {figures.cashed.averageCents !== null ? ` · panier moyen ${euros(figures.cashed.averageCents)}` : ''} ·
              pourboires {euros(figures.cashed.tipCents)} en plus. Ce que disent leurs notes, remboursements déduits.
            </p>
          </section>
          <section style={dashboardBox} className={styles.cities} aria-labelledby="top-cities-title">
            <h3 id="top-cities-title">Villes les plus réservées</h3>
            {figures.topCities.length === 0 ? (
              <p className={styles.muted}>Aucune réservation sur la période.</p>
            ) : (
              <ol data-testid="top-cities">
                {figures.topCities.map((city) => (
                  <li key={city.id} data-testid="top-city">
                    <a href={city.link}>
                      <span className={styles.cityName}>{city.name}</span>
                      <span className={styles.cityCount}>
                        {city.bookings} {s(city.bookings, 'réservation')}
                      </span>
                      <span className={styles.cityBar} aria-hidden="true">
                        <span style={{ width: `${Math.round((city.bookings / topBookings) * 100)}%` }} />
                      </span>
                    </a>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>

      <h3 className={styles.sectionTitle}>Abonnements des toiletteurs</h3>
      <p className={styles.muted}>
        Revenu mensuel récurrent : <strong data-testid="mrr">{mrr} HT</strong> (abonnements actifs) · Conversion des
        essais terminés :{' '}
        <strong data-testid="trial-conversion">
          {subscriptions.trialConversionPercent === null ? '—' : `${subscriptions.trialConversionPercent} %`}
        </strong>
      </p>
      <div className={styles.tiles}>
        <Tile
          href={subscriptions.trial.link}
          value={subscriptions.trial.count}
          testId="subscriptions-trial"
          label="En essai gratuit"
          hint="Sans prélèvement jusqu’à la fin de l’essai."
        />
        <Tile
          href={subscriptions.active.link}
          value={subscriptions.active.count}
          testId="subscriptions-active"
          label={`${s(subscriptions.active.count, 'Abonné')} ${s(subscriptions.active.count, 'actif')}`}
          hint="Prélevés chaque mois."
        />
        <Tile
          href={subscriptions.arrears.link}
          value={subscriptions.arrears.count}
          alert
          testId="subscriptions-arrears"
          label="Paiement en attente"
          hint="Un prélèvement refusé ; la réservation en ligne s’arrête après le délai de grâce."
        />
        <Tile
          href={subscriptions.cancelledThisMonth.link}
          value={subscriptions.cancelledThisMonth.count}
          testId="subscriptions-cancelled"
          label={`${s(subscriptions.cancelledThisMonth.count, 'Résiliation')} ce mois-ci`}
          hint="Demandées ou effectives depuis le 1er du mois."
        />
        <Tile
          href={subscriptions.offered.link}
          value={subscriptions.offered.count}
          testId="subscriptions-offered"
          label={`${s(subscriptions.offered.count, 'Abonnement')} ${s(subscriptions.offered.count, 'offert')}`}
          hint="Mois offerts par un admin, sans carte."
        />
      </div>
    </div>
  )
}
