/** The frame of a box on the admin dashboard (signup requests, reviews to moderate). */
export const dashboardBox = { border: '1px solid var(--theme-elevation-150)', borderRadius: 8, padding: '16px 20px', marginBottom: 24, display: 'grid', gap: 8 }

/** How long the oldest item of a queue has waited, in words. */
export const waitedFor = (hours: number) => (hours < 1 ? 'moins d’une heure' : hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} jours`)
