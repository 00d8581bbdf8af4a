import { z } from 'zod'

import { BlockedAddressError } from '@/integrations/calendar/providers/addressGuard'
import { ICLOUD_CALDAV_URL } from '@/integrations/calendar/providers/caldav'
import { CredentialError, CursorExpiredError, TemporaryProviderError } from '@/integrations/calendar/port'
import { EXCHANGE_REFUSED } from '@/lib/exchange'

import { env } from '../env'
import { ApiError } from '../http/errors'
import { apiRoute } from '../http/route'

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

const icloudSchema = z
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

const choiceSchema = z
  .object({ busy: z.array(z.string().min(1).max(2000)).max(100), target: z.string().min(1).max(2000).nullable() })
  .strict()

/** The connections' refusals as the API's `{error, fields}` answers. */
async function answering<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof ConnectionNotFound) throw new ApiError(404, CONNECTION_NOT_FOUND)
    if (error instanceof BlockedAddressError) throw new ApiError(400, ADDRESS_REFUSED, { serverUrl: ADDRESS_REFUSED })
    if (error instanceof UnknownCalendar)
      throw new ApiError(400, 'Ce calendrier n’existe pas dans ce compte ou n’accepte pas de rendez-vous.', {
        target: 'Calendrier inconnu',
      })
    if (error instanceof CredentialError)
      throw new ApiError(400, 'Identifiant Apple ou mot de passe pour application refusé.', {
        appPassword: error.message,
      })
    if (error instanceof TemporaryProviderError)
      throw new ApiError(503, 'Le serveur d’agenda ne répond pas, réessayez dans quelques minutes.')
    throw error
  }
}

/** `GET /api/v1/calendar-connections`. */
export const listRoute = apiRoute({ session: 'user' }, async ({ person }) =>
  Response.json({ connections: await listConnections(person) }),
)

/** `POST /api/v1/calendar-connections/icloud`. */
export const connectIcloudRoute = apiRoute({ session: 'user', body: icloudSchema }, ({ person, body }) =>
  answering(async () => {
    const { provider, appleId, appPassword, serverUrl } = body
    if (provider === 'exchange' || (serverUrl && looksLikeExchange(serverUrl)))
      throw new ApiError(400, EXCHANGE_REFUSED, { provider: EXCHANGE_REFUSED })
    try {
      const credentials = {
        kind: 'caldav' as const,
        serverUrl: serverUrl ?? ICLOUD_CALDAV_URL,
        username: appleId,
        password: appPassword,
      }
      const { id } = await createConnection(person, { provider: 'icloud', accountLabel: appleId, credentials })
      return Response.json({ id }, { status: 201 })
    } catch (error) {
      if (isPortError(error)) throw error
      // tsdav's own errors (no principal, no calendar home…): the address is not a CalDAV server.
      console.error('Connexion CalDAV impossible', error)
      throw new ApiError(400, NOT_CALDAV, { [serverUrl ? 'serverUrl' : 'appleId']: NOT_CALDAV })
    }
  }),
)

/** `PATCH /api/v1/calendar-connections/{id}`. */
export const chooseRoute = apiRoute(
  { session: 'user', ids: { id: CONNECTION_NOT_FOUND }, body: choiceSchema },
  ({ person, ids, body }) =>
    answering(async () => {
      await chooseCalendars(person, ids.id, body)
      return Response.json({ connection: (await listConnections(person)).find((c) => c.id === ids.id) })
    }),
)

/** `DELETE /api/v1/calendar-connections/{id}`. */
export const disconnectRoute = apiRoute({ session: 'user', ids: { id: CONNECTION_NOT_FOUND } }, ({ person, ids }) =>
  answering(async () => {
    await disconnect(person, ids.id)
    return Response.json({ deleted: true })
  }),
)
