// Imported by client components too (issue 30 item 3): nothing server-only may be imported here.
/** Exchange on premises is out of scope: said as soon as it is chosen (the form) and by the API. */
export const EXCHANGE_REFUSED =
  'Exchange sur serveur d’entreprise n’est pas pris en charge : connectez plutôt Outlook / Office 365, ou publiez votre agenda Exchange vers Outlook.com ou iCloud et connectez ce dernier.'
