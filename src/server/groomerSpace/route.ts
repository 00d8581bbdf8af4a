import { getSession } from '../auth/sessions'
import type { AuthenticatedPerson } from '../auth/tokens'
import { jsonError, type FieldErrors } from '../http/responses'
import { issueFields, validationIssues } from '../http/payloadErrors'
import { getSiteSettings } from '../site/settings'

export type Feature = 'customerFolder' | 'attachments' | 'sponsorshipActive'

/** A refusal of a groomer-space service, answered as `{error, fields}` with its 4xx status. */
export class SpaceError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413,
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message)
  }
}

export const NOT_FOUND = 'Introuvable.'
export const SIGN_IN_FIRST = 'Connectez-vous pour continuer.'

/** Whether the site settings switch this feature on (the site's config, read as any visitor). */
export async function featureEnabled(feature: Feature): Promise<boolean> {
  const settings = await getSiteSettings()
  return Boolean(settings.features?.[feature])
}

/** Throws a 404 when a feature the route needs is switched off. */
export async function requireFeatures(...features: Feature[]): Promise<void> {
  for (const feature of features) if (!(await featureEnabled(feature))) throw new SpaceError(404, NOT_FOUND)
}

/**
 * Runs a groomer-space route: 401 without a groomer session, 404 when a needed feature is off,
 * the service's SpaceError or Payload validation error as `{error, fields}`.
 */
export async function groomerRoute(
  request: Request,
  features: Feature[],
  run: (groomer: AuthenticatedPerson) => Promise<Response>,
): Promise<Response> {
  try {
    const groomer = await getSession('user', request.headers)
    if (!groomer) return jsonError(401, SIGN_IN_FIRST)
    await requireFeatures(...features)
    return await run(groomer)
  } catch (error) {
    if (error instanceof SpaceError) return jsonError(error.status, error.message, error.fields)
    const issues = validationIssues(error)
    if (issues) return jsonError(400, 'Certains champs sont invalides.', issueFields(issues))
    throw error
  }
}

/** A positive integer id from the URL, or a 404. */
export function idParam(value: string): number {
  if (!/^\d{1,12}$/.test(value)) throw new SpaceError(404, NOT_FOUND)
  return Number(value)
}
