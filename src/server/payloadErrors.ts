/** One refused field of a Payload ValidationError. */
export type ValidationIssue = { path: string; message: string }

/**
 * The field issues of a Payload ValidationError, or null for any other error. Recognised by its
 * shape, not `instanceof`: the built site bundles Payload's error classes apart from the code
 * that catches them, so a class check that passes in tests fails in production.
 */
export function validationIssues(error: unknown): ValidationIssue[] | null {
  const candidate = error as { status?: unknown; data?: { errors?: unknown } } | null
  if (!candidate || candidate.status !== 400 || !Array.isArray(candidate.data?.errors)) return null
  return (candidate.data.errors as { path?: unknown; message?: unknown }[]).map((issue) => ({
    path: String(issue.path ?? ''),
    message: String(issue.message ?? ''),
  }))
}

/** `{path: message}` of a ValidationError's issues, for a `{error, fields}` answer. */
export const issueFields = (issues: ValidationIssue[]) =>
  Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))

/**
 * The status of Payload's refusal of a login (401, 400, 403 wrong credentials; 423 locked), or
 * null for any other error; by status for the same reason as above.
 */
export function loginRefusalStatus(error: unknown): 400 | 401 | 403 | 423 | null {
  const status = (error as { status?: unknown } | null)?.status
  return status === 400 || status === 401 || status === 403 || status === 423 ? status : null
}
