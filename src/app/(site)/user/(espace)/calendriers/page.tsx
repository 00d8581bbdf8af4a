import type { Metadata } from 'next'
import Link from 'next/link'
import { headers } from 'next/headers'

import { agendasOf } from '@/server/agenda/agendas'
import { requirePerson } from '@/server/http/requirePerson'
import { pageTitle } from '@/server/seo/title'

export const metadata: Metadata = { title: pageTitle('Agendas') }

/** The agendas the groomer can open: their own and, in a practice, their colleagues'. */
export default async function AgendasPage() {
  const groomer = await requirePerson('groomer')
  const agendas = await agendasOf(groomer, await headers())
  return (
    <div className="stack">
      <h1>Agendas</h1>
      <ul className="motive-list">
        {agendas.map((agenda) => (
          <li key={agenda.id}>
            {agenda.openable ? (
              <Link href={`/user/calendrier/${agenda.id}`}>
                <span>{agenda.own ? 'Mon agenda' : `Agenda de ${agenda.name}`}</span>
                <span aria-hidden="true">›</span>
              </Link>
            ) : (
              <p className="card" style={{ margin: 0, padding: '0.75rem 1rem' }}>
                Agenda de {agenda.name} : <span className="muted">reconnectez-vous pour l’ouvrir.</span>
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
