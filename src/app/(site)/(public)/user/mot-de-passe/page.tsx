import type { Metadata } from 'next'
import Link from 'next/link'

import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm'
import { pageTitle } from '@/server/seo/title'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: pageTitle('Nouveau mot de passe'), robots: { index: false } }

/** The link of the groomer's reset e-mail: `/user/mot-de-passe?jeton=…`. */
export default async function GroomerResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ jeton?: string }>
}) {
  const { jeton } = await searchParams
  return (
    <section
      className="container"
      style={{ padding: '2.5rem 0', display: 'grid', gap: '1rem', justifyItems: 'center' }}
    >
      <h1>Choisissez un nouveau mot de passe</h1>
      {jeton ? (
        <ResetPasswordForm token={jeton} kind="groomer" />
      ) : (
        <p className="form-error">
          Ce lien est incomplet : ouvrez celui de l’e-mail reçu, ou demandez-en un nouveau depuis la{' '}
          <Link href="/user/connexion">page de connexion</Link>.
        </p>
      )}
    </section>
  )
}
