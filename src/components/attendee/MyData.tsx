'use client'

import { useId, useState } from 'react'

import { AccountDeletion } from '@/components/privacy/AccountDeletion'
import { DataDownloads } from '@/components/privacy/DataDownloads'

/**
 * « Mes données »: the owner downloads what the site keeps about them (JSON or CSV), or deletes
 * their account after their password (GDPR articles 15, 17 and 20).
 */
export function MyData({ attendeeId }: { attendeeId: number }) {
  const headingId = useId()
  const [deleted, setDeleted] = useState(false)
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{deleted ? 'Compte supprimé' : 'Mes données'}</h2>
      {deleted ? null : (
        <>
          <p className="muted" style={{ margin: 0 }}>
            Téléchargez ce que votre compte contient : votre profil, vos animaux, vos rendez-vous et demandes, vos avis,
            vos listes d’attente et les messages liés à vos rendez-vous.
          </p>
          <DataDownloads account={`/api/v1/attendees/${attendeeId}`} />
        </>
      )}
      <AccountDeletion
        endpoint={`/api/v1/attendees/${attendeeId}`}
        onDeleted={() => setDeleted(true)}
        done="Votre compte est supprimé. Vos toiletteurs gardent l’historique de vos visites sous un pseudonyme, sans vos coordonnées."
        warning={
          <p style={{ margin: 0 }}>
            <strong>La suppression est définitive.</strong> Votre compte, vos animaux, vos avis, vos demandes et vos
            listes d’attente sont effacés. Vos toiletteurs gardent l’historique de vos visites sous un pseudonyme, sans
            vos coordonnées ; leurs propres notes, les notes de caisse (obligation légale) et les rendez-vous déjà
            copiés dans leur agenda restent tels quels.
          </p>
        }
      />
    </section>
  )
}
