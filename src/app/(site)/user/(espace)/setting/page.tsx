import type { Metadata } from 'next'
import Link from 'next/link'

import { GroomerAccountDeletion } from '@/components/groomerSpace/account/AccountDeletion'
import { PhoneVerificationForm } from '@/components/groomerSpace/account/PhoneVerificationForm'
import { PictureUpload } from '@/components/groomerSpace/account/PictureUpload'
import { InstallApp } from '@/components/groomerSpace/app/InstallApp'
import { PushSettings } from '@/components/groomerSpace/app/PushSettings'
import { ProfileSettingsForm } from '@/components/groomerSpace/account/ProfileSettingsForm'
import { PublicPageForm } from '@/components/groomerSpace/account/PublicPageForm'
import { PublicationChecklist } from '@/components/groomerSpace/publication/PublicationChecklist'
import { DataDownloads } from '@/components/privacy/DataDownloads'
import type { User } from '@/payload-types'
import { requirePerson } from '@/server/http/requirePerson'
import { publicationStatus } from '@/server/groomerAccount/publication'
import { publicPageView } from '@/server/groomerAccount/publicPageView'
import type { SignedInGroomer } from '@/server/groomerAccount/self'
import { settingsView } from '@/server/groomerAccount/settingsView'
import { pushPreferences } from '@/server/push/preferences'
import { vapidPublicKey } from '@/server/push/send'
import { pageTitle } from '@/server/seo/title'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: pageTitle('Mon profil'), robots: { index: false } }

/** `/user/setting`: the groomer's page (publication, address, specialities), profile, photo, phone verification, mail settings and booking options. */
export default async function GroomerSettingsPage() {
  const person = await requirePerson('groomer')
  const groomer = person as unknown as User
  const [view, page, publication, push] = await Promise.all([
    settingsView(groomer),
    publicPageView(groomer),
    publicationStatus(person as SignedInGroomer),
    pushPreferences(groomer.id),
  ])
  return (
    <div className="stack">
      <h1>Mon profil</h1>
      <PublicationChecklist groomerId={view.groomerId} status={publication} withdraw />
      <PublicPageForm groomerId={view.groomerId} initial={page.values} specialities={page.specialities} />
      <section className="card stack" aria-labelledby="picture-title">
        <h2 id="picture-title" style={{ fontSize: '1.15rem', margin: 0 }}>
          Photo
        </h2>
        <PictureUpload groomerId={view.groomerId} picture={view.picture} />
      </section>
      {!view.phoneVerified ? (
        <section className="card stack" aria-labelledby="phone-title">
          <h2 id="phone-title" style={{ fontSize: '1.15rem', margin: 0 }}>
            Vérification du téléphone
          </h2>
          <p style={{ margin: 0 }}>Votre numéro n’est pas vérifié : recevez un code par SMS pour le confirmer.</p>
          <PhoneVerificationForm
            groomerId={view.groomerId}
            phone={view.values.phone}
            phoneCountryCode={view.values.phoneCountryCode}
            verified={false}
          />
        </section>
      ) : null}
      <section className="card stack" aria-labelledby="app-title">
        <h2 id="app-title" style={{ fontSize: '1.15rem', margin: 0 }}>
          Application et notifications
        </h2>
        <InstallApp />
        <PushSettings
          groomerId={view.groomerId}
          publicKey={vapidPublicKey()}
          initial={push}
          phoneVerified={view.phoneVerified}
        />
      </section>
      <section className="card stack" aria-labelledby="calendars-title">
        <h2 id="calendars-title" style={{ fontSize: '1.15rem', margin: 0 }}>
          Calendriers
        </h2>
        <p style={{ margin: 0 }}>
          Google, Outlook / Office 365 ou Apple iCloud :{' '}
          <Link href="/user/setting/calendriers">connecter et choisir vos calendriers</Link>
        </p>
      </section>
      <ProfileSettingsForm groomerId={view.groomerId} initial={view.values} timezones={view.timezones} />
      <section className="card stack" aria-labelledby="data-title">
        <h2 id="data-title" style={{ fontSize: '1.15rem', margin: 0 }}>
          Mes données
        </h2>
        <p style={{ margin: 0 }}>
          Tout ce que nous gardons de votre compte et de votre activité : profil, motifs, horaires, vacances,
          rendez-vous, dossiers clients, avis reçus, abonnement et messages reçus. Vos notes de caisse ont leur propre
          archive dans <Link href="/user/encaissements">Encaissements</Link>.
        </p>
        <DataDownloads account={`/api/v1/users/${view.groomerId}`} />
        <GroomerAccountDeletion groomerId={view.groomerId} />
      </section>
    </div>
  )
}
