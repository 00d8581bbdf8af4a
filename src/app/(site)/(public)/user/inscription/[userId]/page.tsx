import type { Metadata } from 'next'
import { headers } from 'next/headers'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm'
import { FinishAccountSteps, type FinishStep } from '@/components/groomerSpace/account/FinishAccountSteps'
import { FinishPasswordForm } from '@/components/groomerSpace/account/FinishPasswordForm'
import { PhoneVerificationForm } from '@/components/groomerSpace/account/PhoneVerificationForm'
import { PictureUpload } from '@/components/groomerSpace/account/PictureUpload'
import { ProfileSettingsForm } from '@/components/groomerSpace/account/ProfileSettingsForm'
import type { User } from '@/payload-types'
import { getSession } from '@/server/auth/sessions'
import { findInvitation, INVITATION_INVALID } from '@/server/groomerAccount/invitation'
import { settingsView } from '@/server/groomerAccount/settingsView'
import { pageTitle } from '@/server/seo/title'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: pageTitle('Finaliser mon compte'), robots: { index: false } }

type Props = { params: Promise<{ userId: string }>; searchParams: Promise<{ jeton?: string }> }

const shell = { padding: '2rem 0', display: 'grid', gap: '1rem', maxWidth: 760 } as const

/**
 * `/user/inscription/{userId}?jeton=…`: the groomer invited after their signup request sets a
 * password (the link's token), verifies their mobile by SMS, then completes their profile.
 */
export default async function FinishAccountPage({ params, searchParams }: Props) {
  const [{ userId }, { jeton }] = await Promise.all([params, searchParams])
  const invited = jeton ? await findInvitation(Number(userId), jeton) : null
  if (invited) {
    return (
      <section className="container" style={shell}>
        <h1>Bienvenue {invited.firstName} !</h1>
        <FinishAccountSteps current={0} />
        <div className="card stack">
          <h2 style={{ fontSize: '1.15rem', margin: 0 }}>Choisissez votre mot de passe</h2>
          <FinishPasswordForm groomerId={invited.id} token={jeton ?? ''} />
        </div>
      </section>
    )
  }

  const person = await getSession('groomer', await headers())
  if (!person) return <InvalidLink />
  // Another groomer's account: nothing to show about it.
  if (String(person.id) !== userId) notFound()
  const groomer = person as unknown as User
  const view = await settingsView(groomer)
  const step: FinishStep = groomer.phoneVerified ? 2 : 1
  return (
    <section className="container" style={shell}>
      <h1>Finaliser mon compte</h1>
      <FinishAccountSteps current={step} />
      {step === 1 ? (
        <div className="card stack">
          <h2 style={{ fontSize: '1.15rem', margin: 0 }}>Vérifiez votre numéro de mobile</h2>
          <p style={{ margin: 0 }}>
            Nous vous envoyons un code par SMS : vos clients et nos équipes pourront vous joindre à ce numéro.
          </p>
          <PhoneVerificationForm
            groomerId={view.groomerId}
            phone={view.values.phone}
            phoneCountryCode={view.values.phoneCountryCode}
            verified={false}
          />
        </div>
      ) : (
        <>
          <div className="card stack">
            <h2 style={{ fontSize: '1.15rem', margin: 0 }}>Votre photo</h2>
            <PictureUpload groomerId={view.groomerId} picture={view.picture} />
          </div>
          <ProfileSettingsForm
            groomerId={view.groomerId}
            initial={view.values}
            timezones={view.timezones}
            nextPath="/user/dashboard"
            submitLabel="Terminer et aller au tableau de bord"
          />
        </>
      )}
    </section>
  )
}

function InvalidLink() {
  return (
    <section className="container" style={{ ...shell, justifyItems: 'center' }}>
      <h1>Ce lien n’est plus valide</h1>
      <p className="form-error" role="alert" style={{ margin: 0 }}>
        {INVITATION_INVALID}
      </p>
      <p style={{ margin: 0 }}>
        Si votre compte est déjà créé, <Link href="/user/connexion">connectez-vous</Link>. Sinon, recevez un nouveau
        lien pour choisir votre mot de passe :
      </p>
      <ForgotPasswordForm kind="groomer" />
    </section>
  )
}
