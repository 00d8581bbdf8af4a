import Link from 'next/link'

import { type PublicationStatus, WITHDRAWN_BY_ADMIN } from '@/server/groomerAccount/publication'

import { PublishButton } from './PublishButton'

type Props = {
  groomerId: number
  status: PublicationStatus
  /** Offer "Retirer ma page" once online (the profile page does, the dashboard does not). */ withdraw?: boolean
}

/**
 * Where the groomer's page stands: online with its link, or what it still needs (each item done or
 * missing, with the page where to complete it) and "Publier ma page" once nothing is missing.
 */
export function PublicationChecklist({ groomerId, status, withdraw = false }: Props) {
  const path = `/toiletteur/${status.uri}`
  if (status.published) {
    return (
      <section className="card stack" aria-labelledby="publication-title">
        <h2 id="publication-title" style={{ fontSize: '1.15rem', margin: 0 }}>
          Votre page est en ligne
        </h2>
        <p style={{ margin: 0 }}>
          {/* No prefetch: under load the public page's RSC prefetch could stay pending for seconds on the
              dashboard (groomer-dashboard-idle); the page is cached, a click is quick without it. */}
          <Link href={path} prefetch={false}>
            {path}
          </Link>
        </p>
        {withdraw ? <PublishButton groomerId={groomerId} publish={false} /> : null}
      </section>
    )
  }
  if (status.withdrawnByAdmin) {
    return (
      <section className="card stack" aria-labelledby="publication-title">
        <h2 id="publication-title" style={{ fontSize: '1.15rem', margin: 0 }}>
          Votre page est hors ligne
        </h2>
        <p style={{ margin: 0 }}>{WITHDRAWN_BY_ADMIN}</p>
      </section>
    )
  }
  const missing = status.items.filter((item) => !item.done).length
  return (
    <section className="card stack" aria-labelledby="publication-title">
      <h2 id="publication-title" style={{ fontSize: '1.15rem', margin: 0 }}>
        Publier ma page
      </h2>
      <p style={{ margin: 0 }}>
        {missing > 0
          ? `Votre page publique n’est pas encore en ligne : ${missing === 1 ? 'il reste un élément' : `il reste ${missing} éléments`} à compléter.`
          : 'Tout est prêt : publiez votre page pour que les clients vous trouvent.'}
      </p>
      <ul aria-label="Ce qu’il faut pour publier" style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {status.items.map((item) => (
          <li key={item.key}>
            {item.done ? (
              <>
                <span aria-hidden="true">✓ </span>
                {item.label} <span className="muted">(fait)</span>
              </>
            ) : (
              <>
                <span aria-hidden="true">✗ </span>
                <Link href={item.href} prefetch={false}>
                  {item.label}
                </Link>{' '}
                <span className="muted">(à compléter)</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {status.ready ? <PublishButton groomerId={groomerId} publish /> : null}
    </section>
  )
}
