import { z } from 'zod'

import { BlockedAddressError } from '@/integrations/calendar/providers/addressGuard'
import { ICLOUD_CALDAV_URL } from '@/integrations/calendar/providers/caldav'
import { CredentialError, CursorExpiredError, TemporaryProviderError } from '@/integrations/calendar/port'
import { EXCHANGE_REFUSED } from './exchange'

import { env } from '../env'
import type { AuthenticatedPerson } from '../auth/tokens'
import { DomainError } from '../domainErrors'

import {
  chooseCalendars,
  ConnectionNotFound,
  createConnection,
  disconnect,
  listConnections,
  UnknownCalendar,
} from './connections'

export const CONNECTION_NOT_FOUND = 'Cet agenda connecté est introuvable.'
export { EXCHANGE_REFUSED }

export const NOT_CALDAV = 'Ce serveur ne répond pas comme un agenda CalDAV : vérifiez son adresse et l’identifiant.'
export const CALDAV_URL_INVALID = 'Adresse de serveur CalDAV invalide (https:// attendu).'
export const ADDRESS_REFUSED =
  'Adresse de serveur CalDAV non autorisée : seuls les serveurs publics sur Internet sont acceptés.'

const isPortError = (error: unknown) =>
  error instanceof CredentialError || error instanceof TemporaryProviderError || error instanceof CursorExpiredError

/** Exchange on premises (EWS, OWA): out of scope, said plainly rather than failing later. */
const looksLikeExchange = (url: string) => /\/(ews|owa)(\/|$)|exchange\.asmx|\bexchange\b/i.test(url)

/** HTTPS (plain HTTP only for the tests' local server); where it may connect is checked at connect time (addressGuard.ts). */
function isCaldavUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const { protocol } = new URL(value)
  return protocol === 'https:' || (protocol === 'http:' && env().CALDAV_ALLOW_PRIVATE_ADDRESSES)
}

export const icloudSchema = z
  .object({
    provider: z.enum(['icloud', 'exchange']).default('icloud'),
    appleId: z.email('Saisissez l’identifiant Apple (adresse e-mail) du compte.'),
    appPassword: z
      .string()
      .trim()
      .min(1, 'Saisissez le mot de passe pour application créé sur appleid.apple.com.')
      .max(200),
    // Another CalDAV server than iCloud: HTTPS, on a public address (the site must not call its own network).
    serverUrl: z
      .string({ error: CALDAV_URL_INVALID })
      .trim()
      .max(2000, CALDAV_URL_INVALID)
      .refine(isCaldavUrl, CALDAV_URL_INVALID)
      .optional(),
  })
  .strict()

export const choiceSchema = z
  .object({ busy: z.array(z.string().min(1).max(2000)).max(100), target: z.string().min(1).max(2000).nullable() })
  .strict()

/** The connections' and the providers' refusals as domain errors. */
async function answering<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof ConnectionNotFound) throw new DomainError('not_found', CONNECTION_NOT_FOUND)
    if (error instanceof BlockedAddressError)
      throw new DomainError('invalid', ADDRESS_REFUSED, { fields: { serverUrl: ADDRESS_REFUSED } })
    if (error instanceof UnknownCalendar)
      throw new DomainError('invalid', 'Ce calendrier n’existe pas dans ce compte ou n’accepte pas de rendez-vous.', {
        fields: {
          target: 'Calendrier inconnu',
        },
      })
    if (error instanceof CredentialError)
      throw new DomainError('invalid', 'Identifiant Apple ou mot de passe pour application refusé.', {
        fields: {
          appPassword: error.message,
        },
      })
    if (error instanceof TemporaryProviderError)
      throw new DomainError('unavailable', 'Le serveur d’agenda ne répond pas, réessayez dans quelques minutes.')
    throw error
  }
}

/** Connects Apple iCloud or another CalDAV server (Exchange on premises is refused plainly): the new connection's id. */
export const connectIcloud = (person: AuthenticatedPerson, body: z.infer<typeof icloudSchema>) =>
  answering(async () => {
    const { provider, appleId, appPassword, serverUrl } = body
    if (provider === 'exchange' || (serverUrl && looksLikeExchange(serverUrl)))
      throw new DomainError('invalid', EXCHANGE_REFUSED, { fields: { provider: EXCHANGE_REFUSED } })
    try {
      const credentials = {
        kind: 'caldav' as const,
        serverUrl: serverUrl ?? ICLOUD_CALDAV_URL,
        username: appleId,
        password: appPassword,
      }
      const { id } = await createConnection(person, { provider: 'icloud', accountLabel: appleId, credentials })
      return { id }
    } catch (error) {
      if (isPortError(error)) throw error
      // tsdav's own errors (no principal, no calendar home…): the address is not a CalDAV server.
      console.error('Connexion CalDAV impossible', error)
      throw new DomainError('invalid', NOT_CALDAV, { fields: { [serverUrl ? 'serverUrl' : 'appleId']: NOT_CALDAV } })
    }
  })

/** Chooses the connection's busy calendars and target: the connection as listed afterwards. */
export const chooseConnectionCalendars = (
  person: AuthenticatedPerson,
  id: number,
  choice: z.infer<typeof choiceSchema>,
) =>
  answering(async () => {
    await chooseCalendars(person, id, choice)
    return (await listConnections(person)).find((connection) => connection.id === id)
  })

/** Disconnects one of the groomer's connections (another groomer's is not found). */
export const disconnectConnection = (person: AuthenticatedPerson, id: number) => answering(() => disconnect(person, id))

export { listConnections }
