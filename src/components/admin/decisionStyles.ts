/** The look of the decision boxes at the top of a signup request and of a review ("Accepter"/"Publier", "Refuser"). */
export const decisionBox = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 8,
  padding: '16px 20px',
  marginBottom: 24,
  display: 'grid',
  gap: 12,
}
export const decisionRow = { display: 'flex', flexWrap: 'wrap' as const, gap: 12, alignItems: 'center' }
export const approveButton = {
  background: '#1f7a4d',
  color: '#fff',
  border: 0,
  borderRadius: 6,
  padding: '10px 18px',
  fontWeight: 600,
  cursor: 'pointer',
}
export const refuseButton = {
  background: '#fff',
  color: '#a1123a',
  border: '1px solid #a1123a',
  borderRadius: 6,
  padding: '10px 18px',
  fontWeight: 600,
  cursor: 'pointer',
}
export const decisionHint = { color: 'var(--theme-elevation-600)' }
