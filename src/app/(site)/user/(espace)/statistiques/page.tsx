import { DateTime } from 'luxon'
import type { Metadata } from 'next'
import Link from 'next/link'

import { HoursChart, RevenueChart, TopMotives } from '@/components/groomerSpace/statistics/Charts'
import { KeyFigures } from '@/components/groomerSpace/statistics/KeyFigures'
import { zoneOf } from '@/server/appointments/dashboard'
import { requirePerson } from '@/server/http/requirePerson'
import { pageTitle } from '@/server/seo/title'
import { groomerFigures } from '@/server/statistics/figures'
import { PERIODS, type PeriodKey, periodDays, statisticsPeriod } from '@/server/statistics/period'

export const metadata: Metadata = { title: pageTitle('Statistiques') }

type Props = { searchParams: Promise<{ periode?: string | string[] }> }

const longDate = (isoDate: string) => DateTime.fromISO(isoDate).setLocale('fr').toFormat('d LLLL yyyy')

/** The groomer's figures over the last 3, 6 or 12 months, with their CSV downloads (issue 16, item 5). */
export default async function GroomerStatisticsPage({ searchParams }: Props) {
  const groomer = await requirePerson('groomer')
  const period = statisticsPeriod((await searchParams).periode, new Date(), zoneOf(groomer))
  const figures = await groomerFigures(groomer, period)
  const { first, last } = periodDays(period)
  // 53 weekly bars would not fit a phone: weeks for the short period only.
  const byWeek = period.key === '3m'
  const download = (file: 'appointments' | 'customers') =>
    `/api/v1/users/${groomer.id}/statistics/${file}.csv?periode=${period.key}`
  return (
    <div className="stack">
      <h1>Statistiques</h1>
      <nav aria-label="Période" className="actions-row" style={{ marginTop: 0 }}>
        {(Object.keys(PERIODS) as PeriodKey[]).map((key) => (
          <Link
            key={key}
            className={key === period.key ? 'btn' : 'btn btn-ghost'}
            href={`/user/statistiques?periode=${key}`}
            aria-current={key === period.key ? 'page' : undefined}
          >
            {PERIODS[key].label}
          </Link>
        ))}
      </nav>
      <p className="muted" style={{ margin: 0 }}>
        Du {longDate(first)} au {longDate(last)}. Le chiffre d’affaires compte les visites terminées : ce que dit la
        note pour celles encaissées, le prix réservé pour les autres (0 € pour une prestation sans prix).
      </p>
      <section className="stack" aria-labelledby="statistics-figures">
        <h2 id="statistics-figures" className="visually-hidden">
          Chiffres clés
        </h2>
        <KeyFigures totals={figures.totals} />
      </section>
      <section className="stack card" aria-labelledby="statistics-revenue">
        <h2 id="statistics-revenue">Chiffre d’affaires par {byWeek ? 'semaine' : 'mois'}</h2>
        <RevenueChart
          buckets={byWeek ? figures.weeks : figures.months}
          unit={byWeek ? 'week' : 'month'}
          titleId="statistics-revenue"
        />
      </section>
      <section className="stack card" aria-labelledby="statistics-hours">
        <h2 id="statistics-hours">Heures les plus chargées</h2>
        <HoursChart hours={figures.hours} busiest={figures.busiestHour} />
      </section>
      <section className="stack" aria-labelledby="statistics-motives">
        <h2 id="statistics-motives">Prestations les plus demandées</h2>
        <TopMotives motives={figures.topMotives} appointments={figures.totals.appointments} />
      </section>
      <section className="stack" aria-labelledby="statistics-exports">
        <h2 id="statistics-exports">Exporter (CSV, pour Excel)</h2>
        <div className="actions-row" style={{ marginTop: 0 }}>
          <a className="btn btn-ghost" href={download('appointments')} download>
            Rendez-vous de la période
          </a>
          <a className="btn btn-ghost" href={download('customers')} download>
            Clients de la période
          </a>
        </div>
      </section>
    </div>
  )
}
