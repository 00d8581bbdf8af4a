import { NextResponse } from 'next/server'
import { z } from 'zod'

import { BlockedAddressError } from '@/integrations/calendar/providers/addressGuard'
import { ICLOUD_CALDAV_URL } from '@/integrations/calendar/providers/caldav'
import { CredentialError, CursorExpiredError, TemporaryProviderError } from '@/integrations/calendar/providers/port'

import { BookingError } from '../booking/errors'
import { env } from '../env'
import { answerSettings, idParam, signedInGroomer } from '../groomerSettings/http'
import { jsonError, parseJsonBody } from '../http/responses'
import { chooseCalendars, ConnectionNotFound, createConnection, disconnect, listConnections, UnknownCalendar } from './connections'

export const CONNECTION_NOT_FOUND = 'Cet agenda connecté est introuvable.'
export const EXCHANGE_REFUSED =
  'Exchange sur serveur d’entreprise n’est pas pris en charge : connectez plutôt Outlook / Office 365, ou publiez votre agenda Exchange vers Outlook.com ou iCloud et connectez ce dernier.'

export const NOT_CALDAV = 'Ce serveur ne répond pas comme un agenda CalDAV : vérifiez son adresse et l’identifiant.'
export const CALDAV_URL_INVALID = 'Adresse de serveur CalDAV invalide (https:// attendu).'
export const ADDRESS_REFUSED = 'Adresse de serveur CalDAV non autorisée : seuls les serveurs publics sur Internet sont acceptés.'

const isPortError = (error: unknown) => error instanceof CredentialError || error instanceof TemporaryProviderError || error instanceof CursorExpiredError

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
    serverUrl: z.string({ error: CALDAV_URL_INVALID }).trim().max(2000, CALDAV_URL_INVALID).refine(isCaldavUrl, CALDAV_URL_INVALID).optional(),
  })
  .strict()

const choiceSchema = z.object({ busy: z.array(z.string().min(1).max(2000)).max(100), target: z.string().min(1).max(2000).nullable() }).strict()

/** Service refusals as `{error, fields}` 4xx answers. */
async function answer(run: () => Promise<Response>): Promise<Response> {
  return answerSettings(async () => {
    try {
      return await run()
    } catch (error) {
      if (error instanceof ConnectionNotFound) throw new BookingError(404, CONNECTION_NOT_FOUND)
      if (error instanceof BlockedAddressError) return jsonError(400, ADDRESS_REFUSED, { serverUrl: ADDRESS_REFUSED })
      if (error instanceof UnknownCalendar) return jsonError(400, 'Ce calendrier n’existe pas dans ce compte ou n’accepte pas de rendez-vous.', { target: 'Calendrier inconnu' })
      if (error instanceof CredentialError) return jsonError(400, 'Identifiant Apple ou mot de passe pour application refusé.', { appPassword: error.message })
      if (error instanceof TemporaryProviderError) return jsonError(503, 'Le serveur d’agenda ne répond pas, réessayez dans quelques minutes.')
      throw error
    }
  })
}

export const listRoute = (request: Request) =>
  answer(async () => NextResponse.json({ connections: await listConnections(await signedInGroomer(request)) }))

export const connectIcloudRoute = (request: Request) =>
  answer(async () => {
    const groomer = await signedInGroomer(request)
    const parsed = await parseJsonBody(request, icloudSchema)
    if (!parsed.ok) return parsed.response
    const { provider, appleId, appPassword, serverUrl } = parsed.data
    if (provider === 'exchange' || (serverUrl && looksLikeExchange(serverUrl))) return jsonError(400, EXCHANGE_REFUSED, { provider: EXCHANGE_REFUSED })
    try {
      const { id } = await createConnection(groomer, { provider: 'icloud', accountLabel: appleId, credentials: { kind: 'caldav', serverUrl: serverUrl ?? ICLOUD_CALDAV_URL, username: appleId, password: appPassword } })
      return NextResponse.json({ id }, { status: 201 })
    } catch (error) {
      if (isPortError(error)) throw error
      // tsdav's own errors (no principal, no calendar home…): the address is not a CalDAV server.
      console.error('Connexion CalDAV impossible', error)
      return jsonError(400, NOT_CALDAV, { [serverUrl ? 'serverUrl' : 'appleId']: NOT_CALDAV })
    }
  })

export const chooseRoute = (request: Request, rawId: string) =>
  answer(async () => {
    const groomer = await signedInGroomer(request)
    const id = idParam(rawId, CONNECTION_NOT_FOUND)
    const parsed = await parseJsonBody(request, choiceSchema)
    if (!parsed.ok) return parsed.response
    await chooseCalendars(groomer, id, parsed.data)
    return NextResponse.json({ connection: (await listConnections(groomer)).find((c) => c.id === id) })
  })

export const disconnectRoute = (request: Request, rawId: string) =>
  answer(async () => {
    const groomer = await signedInGroomer(request)
    await disconnect(groomer, idParam(rawId, CONNECTION_NOT_FOUND))
    return NextResponse.json({ deleted: true })
  })
