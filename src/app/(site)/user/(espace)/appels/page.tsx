import type { Metadata } from 'next'

import { CallList } from '@/components/groomerSpace/CallList'
import { Pager } from '@/components/groomerSpace/Pager'
import { requirePerson } from '@/server/http/requirePerson'
import { listCalls, trackingNumberOf } from '@/server/calls/list'
import { pageTitle } from '@/server/seo/title'

export const metadata: Metadata = { title: pageTitle('Mes appels') }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const pageOf = (value: unknown) =>
  typeof value === 'string' && /^\d{1,4}$/.test(value) && Number(value) > 0 ? Number(value) : 1

export default async function CallsPage({ searchParams }: Props) {
  const groomer = await requirePerson('groomer')
  const [result, trackingNumber] = await Promise.all([
    listCalls(groomer, pageOf((await searchParams).page)),
    trackingNumberOf(groomer),
  ])
  const timezone = 'timezone' in groomer && typeof groomer.timezone === 'string' ? groomer.timezone : 'Europe/Paris'
  return (
    <div className="stack">
      <h1>Mes appels</h1>
      <div className="card" data-testid="tracking-number">
        {trackingNumber ? (
          <p style={{ margin: 0 }}>
            Votre numéro de suivi : <strong>{trackingNumber}</strong>. Communiquez-le à vos clients : les appels reçus
            sur ce numéro sont renvoyés vers le téléphone de votre compte et apparaissent ci-dessous. Pour le changer,
            contactez-nous.
          </p>
        ) : (
          <p style={{ margin: 0 }}>
            Aucun numéro de suivi ne vous est encore attribué. Dès que nous l’aurons mis en place, les appels reçus sur
            ce numéro seront renvoyés vers votre téléphone et listés ici (appelant, date, durée, statut).
          </p>
        )}
      </div>
      {result.totalDocs === 0 ? (
        <p className="muted">Aucun appel n’a encore été enregistré.</p>
      ) : (
        <>
          <p className="muted">
            {result.totalDocs} appel{result.totalDocs > 1 ? 's' : ''}, du plus récent au plus ancien.
          </p>
          <CallList calls={result.docs} timezone={timezone} />
          <Pager
            page={result.page ?? 1}
            totalPages={result.totalPages}
            hrefFor={(page) => (page === 1 ? '/user/appels' : `/user/appels?page=${page}`)}
            label="Pages des appels"
          />
        </>
      )}
    </div>
  )
}
