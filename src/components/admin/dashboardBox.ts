/** The frame of a box on the admin dashboard (signup requests, reviews to moderate, figures). */
export const dashboardBox = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 12,
  padding: '16px 20px',
  background: 'var(--theme-elevation-0)',
  boxShadow: '0 6px 24px rgba(156, 17, 73, 0.06)',
  display: 'grid',
  gap: 8,
  alignContent: 'start',
  minWidth: 0,
}

/** How long the oldest item of a queue has waited, in words. */
export const waitedFor = (hours: number) =>
  hours < 1 ? 'moins d’une heure' : hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} jours`

/** "Nouveau toiletteur", "Nouveaux toiletteurs" (not "Nouveaus"). */
export const newGroomersLabel = (count: number) => (count > 1 ? 'Nouveaux toiletteurs' : 'Nouveau toiletteur')
