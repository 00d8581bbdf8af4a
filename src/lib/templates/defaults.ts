import type { TemplatePurpose } from './variables'

/** The wording sent when the groomer has no template of their own (close to the original e-mails). */
export const DEFAULT_MAIL_TEMPLATES: Record<TemplatePurpose, { subject: string; body: string }> = {
  requested: {
    subject: 'Demande envoyée à {toiletteur} pour le {date} à {heure}',
    body: 'Bonjour {prenom},\n\nVotre demande de rendez-vous « {motif} » du {date} à {heure} est bien envoyée à {toiletteur}. Le toiletteur doit la valider : vous recevrez un message dès sa réponse.\n\nSuivre ou annuler votre demande : {lien}',
  },
  postponed: {
    subject: 'Report demandé au {date} à {heure}',
    body: 'Bonjour {prenom},\n\nVotre rendez-vous « {motif} » chez {toiletteur} est reporté au {date} à {heure}, comme vous l’avez demandé. Le toiletteur doit valider ce nouvel horaire : vous recevrez un message dès sa réponse.\n\nSuivre votre rendez-vous : {lien}',
  },
  availabilities: {
    subject: 'Vos disponibilités sont envoyées à {toiletteur}',
    body: 'Bonjour {prenom},\n\nVos disponibilités pour « {motif} » sont bien envoyées à {toiletteur}, qui va vous proposer un horaire. Vous recevrez un message pour l’accepter ou le décliner.\n\nSuivre votre demande : {lien}',
  },
  confirmation: {
    subject: 'Rendez-vous confirmé le {date} à {heure}',
    body: 'Bonjour {prenom},\n\n{toiletteur} a validé votre rendez-vous « {motif} » du {date} à {heure}. À bientôt !',
  },
  reminder: {
    subject: 'Rappel : votre rendez-vous demain à {heure}',
    body: 'Bonjour {prenom},\n\nPetit rappel : {animal} est attendu demain, {date} à {heure}, chez {toiletteur} pour « {motif} ».\nAdresse : {adresse}\n\nUn empêchement ? Prévenez votre toiletteur au {telephone}.',
  },
  cancellation: {
    subject: 'Rendez-vous du {date} annulé',
    body: 'Bonjour {prenom},\n\nVotre rendez-vous « {motif} » du {date} à {heure} avec {toiletteur} est annulé.\n\nVous pouvez reprendre rendez-vous en ligne quand vous le souhaitez.',
  },
  refusal: {
    subject: 'Votre demande de rendez-vous du {date} n’a pas été acceptée',
    body: 'Bonjour {prenom},\n\n{toiletteur} ne peut pas vous recevoir le {date} à {heure}. Son message :\n« {raison} »\n\nChoisissez un autre créneau en ligne.',
  },
  move: {
    subject: 'Rendez-vous déplacé au {date} à {heure}',
    body: 'Bonjour {prenom},\n\n{toiletteur} a déplacé votre rendez-vous « {motif} » au {date} à {heure}.\n\nUn empêchement ? Prévenez votre toiletteur au {telephone}.',
  },
  ready: {
    subject: '{animal} est prêt, vous pouvez venir le chercher',
    body: 'Bonjour {prenom},\n\n{animal} est prêt, vous pouvez venir le chercher chez {toiletteur}.\nAdresse : {adresse}\n\nÀ tout de suite !',
  },
}

/** The default SMS and chat messages: short, one SMS when the names are short. */
export const DEFAULT_MESSAGE_TEMPLATES: Record<TemplatePurpose, string> = {
  requested: 'Demande envoyée à {toiletteur} : {date} à {heure}, à valider. Suivi : {lien}',
  postponed: 'Report demandé au {date} à {heure} chez {toiletteur}, à valider. Suivi : {lien}',
  availabilities: 'Vos disponibilités sont envoyées à {toiletteur}, qui va vous proposer un horaire : {lien}',
  confirmation: '{toiletteur} : votre RDV du {date} à {heure} est confirmé. Détails : {lien}',
  reminder: 'Rappel : RDV demain à {heure} chez {toiletteur}, {adresse}. Imprévu ? {telephone}',
  cancellation: '{toiletteur} : votre RDV du {date} à {heure} est annulé. Pour reprendre RDV : {lien}',
  refusal: '{toiletteur} ne peut pas vous recevoir le {date} à {heure} : {raison}',
  move: '{toiletteur} : votre RDV est déplacé au {date} à {heure}. Détails : {lien}',
  // GSM characters only (no ê): one SMS, not a two-part Unicode one.
  ready: '{toiletteur} : {animal} a fini sa toilette, vous pouvez venir le chercher. A tout de suite !',
}
