import type { Metadata } from 'next'

import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm'
import { pageTitle } from '@/server/seo/title'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: pageTitle('Nouveau mot de passe'), robots: { index: false } }

/** The link of the reset e-mail: `/participant/mot-de-passe?jeton=…`. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ jeton?: string }> }) {
  const { jeton } = await searchParams
  return (
    <section
      className="container"
      style={{ padding: '2.5rem 0', display: 'grid', gap: '1rem', justifyItems: 'center' }}
    >
      <h1>Choisissez un nouveau mot de passe</h1>
      {jeton ? (
        <ResetPasswordForm token={jeton} />
      ) : (
        <p className="form-error">
          Ce lien est incomplet : ouvrez celui de l’e-mail reçu, ou demandez-en un nouveau depuis la page de connexion.
        </p>
      )}
    </section>
  )
}
