import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import styles from '@/components/groomerSpace/folders/Folders.module.css'
import { FromAppointment } from '@/components/groomerSpace/folders/FromAppointment'
import { Pager } from '@/components/groomerSpace/Pager'
import { formatAppointmentDate } from '@/lib/frenchDate'
import { requirePerson } from '@/server/http/requirePerson'
import { folderCandidates } from '@/server/customerFolders/appointments'
import { listFolders } from '@/server/customerFolders/folders'
import { featureEnabled } from '@/server/groomerSpace/features'
import { pageTitle } from '@/server/seo/title'

export const metadata: Metadata = { title: pageTitle('Dossiers clients') }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 120) : '')

export default async function CustomerFoldersPage({ searchParams }: Props) {
  const groomer = await requirePerson('groomer')
  if (!(await featureEnabled('customerFolder'))) notFound()
  const query = await searchParams
  const q = text(query.q)
  const page = /^\d{1,4}$/.test(text(query.page)) ? Math.max(1, Number(text(query.page))) : 1
  const [result, candidates] = await Promise.all([listFolders(groomer, { q, page }), folderCandidates(groomer, 10)])
  const hrefFor = (n: number) =>
    `/user/dossiers-client?${new URLSearchParams({ ...(q ? { q } : {}), ...(n > 1 ? { page: String(n) } : {}) })}`
  return (
    <div className="stack">
      <h1>Dossiers clients</h1>
      <div className="actions-row">
        <Link href="/user/dossiers-client/nouveau" className="btn">
          Nouveau dossier
        </Link>
      </div>
      <form role="search" action="/user/dossiers-client" className={styles.search}>
        <div className="field">
          <label htmlFor="folder-search">Rechercher un client</label>
          <input
            id="folder-search"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="Nom, téléphone ou e-mail"
            maxLength={120}
          />
        </div>
        <button type="submit" className="btn btn-ghost">
          Rechercher
        </button>
      </form>
      <section className="stack" aria-labelledby="folders-title">
        <h2 id="folders-title">
          {q ? `Résultats pour « ${q} » (${result.totalDocs})` : `Vos clients (${result.totalDocs})`}
        </h2>
        {result.docs.length === 0 ? (
          <p className="muted">
            {q ? 'Aucun dossier ne correspond à cette recherche.' : 'Aucun dossier client pour le moment.'}
          </p>
        ) : (
          <ul className={styles.list}>
            {result.docs.map((folder) => (
              <li key={folder.id}>
                <Link href={`/user/dossiers-client/${folder.id}`} className={`card ${styles.folderCard}`}>
                  <strong>{folder.name}</strong>
                  <span className="muted">
                    {[folder.phone, folder.email].filter(Boolean).join(' · ') || 'Pas de coordonnées'}
                  </span>
                  <span>{(folder.pets ?? []).map((pet) => pet.name).join(', ') || 'Aucun animal'}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Pager page={result.page ?? 1} totalPages={result.totalPages} hrefFor={hrefFor} label="Pages des dossiers" />
      </section>
      <section className="stack" aria-labelledby="from-appointment-title">
        <h2 id="from-appointment-title">Créer depuis un rendez-vous</h2>
        <p className="muted">
          Vos clients récents sans dossier : le dossier reprend leurs coordonnées et l’animal du rendez-vous.
        </p>
        <FromAppointment
          candidates={candidates.map(({ appointment, customer }) => ({
            appointmentId: appointment.id,
            customer: customer.name,
            when: formatAppointmentDate(appointment.start, appointment.timezone),
            detail: appointment.pet?.name ?? '',
          }))}
        />
      </section>
    </div>
  )
}
