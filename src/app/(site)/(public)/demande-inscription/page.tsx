import type { Metadata } from 'next'

import { SignupForm } from '@/components/signup/SignupForm'
import { normaliseReferralCode } from '@/server/sponsorship/referral'
import { pageMetadata } from '@/server/http/pageMetadata'

/** Rendered on each request (data from the database; see src/server/cache for the cached pages). */
export const dynamic = 'force-dynamic'

export const generateMetadata = (): Metadata =>
  pageMetadata({
    title: 'Demande d’inscription toiletteur',
    description:
      'Toiletteur professionnel ? Demandez votre inscription : page personnalisée, agenda et réservation en ligne pour 29 € HT par mois.',
    path: '/demande-inscription',
  })

export default async function SignupRequestPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  // A sponsor's link (/demande-inscription?parrain=CODE): the code travels with the request.
  const referralCode = normaliseReferralCode((await searchParams).parrain)
  return (
    <section
      className="container stack"
      style={{ padding: '2.5rem 0', maxWidth: '46rem' }}
      aria-labelledby="signup-title"
    >
      <h1 id="signup-title">Demande d’inscription</h1>
      <p className="muted">
        Vous êtes toiletteur ? Rejoignez Mon Toiletteur pour 29 € HT par mois, sans engagement : votre page
        personnalisée, votre agenda en ligne et de nouveaux clients chaque mois.
      </p>
      <SignupForm referralCode={referralCode} />
    </section>
  )
}
