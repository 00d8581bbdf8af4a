/** "3 minutes", "1 minute": a wait in whole minutes, rounded up. */
export const minutesText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `${minutes} minute${minutes > 1 ? 's' : ''}`
}

export const tooManySignIns = (seconds: number) =>
  `Trop de tentatives de connexion : réessayez dans ${minutesText(seconds)}.`

export const tooManyResets = (seconds: number) =>
  `Trop de demandes de réinitialisation : réessayez dans ${minutesText(seconds)}.`
