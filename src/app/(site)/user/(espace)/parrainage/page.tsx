import type { Metadata } from 'next'
import { DateTime } from 'luxon'
import { notFound } from 'next/navigation'

import { CopyLink } from '@/components/groomerSpace/CopyLink'
import { referralPath } from '@/server/sponsorship/referral'
import { requirePerson } from '@/server/http/requirePerson'
import { featureEnabled } from '@/server/groomerSpace/features'
import { siteUrl } from '@/server/notifications/siteUrl'
import { pageTitle } from '@/server/seo/title'
import { ensureReferralCode } from '@/server/sponsorship/referralCode'
import { listSponsorships, SPONSORSHIP_STATUS_LABELS } from '@/server/sponsorship/sponsorships'

export const metadata: Metadata = { title: pageTitle('Parrainage') }

export default async function SponsorshipPage() {
  const groomer = await requirePerson('groomer')
  if (!(await featureEnabled('sponsorshipActive'))) notFound()
  const code = await ensureReferralCode(groomer)
  const sponsorships = await listSponsorships(groomer)
  const timezone = 'timezone' in groomer && typeof groomer.timezone === 'string' ? groomer.timezone : 'Europe/Paris'
  return (
    <div className="stack">
      <h1>Parrainage</h1>
      <section className="card stack" aria-labelledby="referral-title">
        <h2 id="referral-title" style={{ margin: 0 }}>
          Votre lien de parrainage
        </h2>
        <p style={{ margin: 0 }}>
          Partagez ce lien avec un confrère ou une consœur toiletteur : sa demande d’inscription vous sera rattachée.
        </p>
        <p style={{ margin: 0 }}>
          Votre code : <strong style={{ letterSpacing: '0.1em' }}>{code}</strong>
        </p>
        <CopyLink value={`${siteUrl()}${referralPath(code)}`} label="Lien à partager" />
      </section>
      <section className="stack" aria-labelledby="referred-title">
        <h2 id="referred-title">Vos filleuls</h2>
        {sponsorships.length === 0 ? (
          <p className="muted">Personne ne s’est encore inscrit avec votre lien.</p>
        ) : (
          <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {sponsorships.map((item) => (
              <li key={item.id} className="card" style={{ display: 'grid', gap: '0.25rem' }}>
                <strong>{item.referredName || item.referredEmail}</strong>
                {item.referredName ? <span className="muted">{item.referredEmail}</span> : null}
                <span>
                  {SPONSORSHIP_STATUS_LABELS[item.status ?? 'invited']} · depuis le{' '}
                  {DateTime.fromISO(item.createdAt, { zone: timezone }).toFormat('dd/MM/yyyy')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
