import { AccountDeletion } from '@/components/privacy/AccountDeletion'

/** The groomer closes their account from « Mon profil » (src/server/privacy/groomerErasure.ts). */
export function GroomerAccountDeletion({ groomerId }: { groomerId: number }) {
  return (
    <AccountDeletion
      endpoint={`/api/v1/users/${groomerId}`}
      done="Votre compte est supprimé. Votre page n’apparaît plus sur le site et vos clients ont été prévenus de l’annulation de leurs rendez-vous à venir."
      warning={
        <>
          <p style={{ margin: 0 }}>
            <strong>La suppression est définitive.</strong> Votre page quitte l’annuaire et ne prend plus de rendez-vous
            ; chaque rendez-vous à venir est annulé et votre client prévenu (un acompte lui est rendu).
          </p>
          <p style={{ margin: 0 }}>
            Sont effacés : votre nom, vos coordonnées, vos textes et photos, vos calendriers connectés, vos dossiers
            clients et leurs pièces jointes, vos modèles de messages et les avis reçus. Vos clients gardent leurs
            rendez-vous passés dans leur historique, sous « Toiletteur supprimé ». Vos notes de caisse restent
            conservées 10 ans, comme la loi l’exige.
          </p>
          <p style={{ margin: 0 }}>
            Téléchargez d’abord vos données ci-dessus et l’archive de vos encaissements : vous n’y aurez plus accès. Un
            abonnement en cours doit être résilié avant.
          </p>
        </>
      }
    />
  )
}
