import type { Metadata } from 'next'

import { CallList } from '@/components/groomerSpace/CallList'
import { Pager } from '@/components/groomerSpace/Pager'
import { requirePerson } from '@/server/auth/requirePerson'
import { listCalls } from '@/server/calls/list'
import { pageTitle } from '@/server/seo/title'

export const metadata: Metadata = { title: pageTitle('Mes appels') }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const pageOf = (value: unknown) => (typeof value === 'string' && /^\d{1,4}$/.test(value) && Number(value) > 0 ? Number(value) : 1)

export default async function CallsPage({ searchParams }: Props) {
  const groomer = await requirePerson('user')
  const result = await listCalls(groomer, pageOf((await searchParams).page))
  const timezone = 'timezone' in groomer && typeof groomer.timezone === 'string' ? groomer.timezone : 'Europe/Paris'
  return (
    <div className="stack">
      <h1>Mes appels</h1>
      {result.totalDocs === 0 ? (
        <div className="card">
          <p style={{ margin: 0 }}>
            Le suivi des appels arrive bientôt : dès que votre numéro de suivi sera mis en place, chaque appel reçu par votre fiche (appelant, date, durée, statut) s’affichera ici. Aucun appel n’a encore été enregistré.
          </p>
        </div>
      ) : (
        <>
          <p className="muted">
            {result.totalDocs} appel{result.totalDocs > 1 ? 's' : ''}, du plus récent au plus ancien.
          </p>
          <CallList calls={result.docs} timezone={timezone} />
          <Pager page={result.page ?? 1} totalPages={result.totalPages} hrefFor={(page) => (page === 1 ? '/user/appels' : `/user/appels?page=${page}`)} label="Pages des appels" />
        </>
      )}
    </div>
  )
}
