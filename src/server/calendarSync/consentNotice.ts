import type { OAuthProviderKind } from '@/integrations/calendar/providers/consent'

const NAMES: Record<OAuthProviderKind, string> = { google: 'Google Agenda', microsoft: 'Outlook / Office 365' }

export const CONSENT_MESSAGES = {
  notConfigured: (provider: OAuthProviderKind) => `${NAMES[provider]} n’est pas configuré sur ce site.`,
  cancelled: 'Connexion annulée.',
  invalid: 'Cette demande de connexion n’est plus valide : recommencez depuis votre profil.',
  connected: (provider: OAuthProviderKind, account: string) => `${NAMES[provider]} est connecté (${account}).`,
  refused: (provider: OAuthProviderKind) => `${NAMES[provider]} a refusé l’accès : recommencez la connexion.`,
  failed: (provider: OAuthProviderKind) =>
    `${NAMES[provider]} n’a pas pu être connecté : réessayez dans quelques minutes.`,
  exchangeOnPremises:
    'Exchange sur serveur d’entreprise n’est pas pris en charge : connectez un compte Outlook.com ou Office 365, Google Agenda ou Apple iCloud.',
}

/**
 * What the calendars page shows for `?calendrier=&message=`: only a message this module writes
 * (anyone can craft the URL); a success names the provider, not the account from the URL.
 */
export function consentNotice(
  outcome: string | undefined,
  message: string | undefined,
): { ok: boolean; text: string } | null {
  if (outcome !== 'ok' && outcome !== 'erreur') return null
  const providers = Object.keys(NAMES) as OAuthProviderKind[]
  if (outcome === 'ok') {
    const provider = providers.find((kind) => message?.startsWith(`${NAMES[kind]} est connecté`))
    return { ok: true, text: provider ? `${NAMES[provider]} est connecté.` : 'Votre agenda est connecté.' }
  }
  const known = [
    CONSENT_MESSAGES.cancelled,
    CONSENT_MESSAGES.invalid,
    CONSENT_MESSAGES.exchangeOnPremises,
    ...providers.flatMap((kind) => [
      CONSENT_MESSAGES.notConfigured(kind),
      CONSENT_MESSAGES.refused(kind),
      CONSENT_MESSAGES.failed(kind),
    ]),
  ]
  return {
    ok: false,
    text: message && known.includes(message) ? message : 'La connexion de l’agenda n’a pas abouti : réessayez.',
  }
}
