/**
 * The appointment's status and visit-status choices with their admin labels: the options of the
 * collection's select fields and the words of the admin exports (so they live outside collections/,
 * which services do not import, decision 0049).
 */
export const APPOINTMENT_STATUSES = [
  { label: 'En attente de validation', value: 'pending' },
  { label: 'Confirmé', value: 'confirmed' },
  { label: 'Refusé', value: 'refused' },
  { label: 'Annulé', value: 'cancelled' },
  { label: 'Expiré', value: 'expired' },
]

/** The pet's day once the appointment is confirmed (status stays `confirmed`). */
export const VISIT_STATUSES = [
  { label: 'Arrivé', value: 'arrived' },
  { label: 'Prêt à récupérer', value: 'ready' },
  { label: 'Terminé', value: 'finished' },
  { label: 'Absent (non venu)', value: 'no_show' },
]
