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
  return (candidate.data.errors as { path?: unknown; message?: unknown }[]).map((issue) => ({ path: String(issue.path ?? ''), message: String(issue.message ?? '') }))
}

/** `{path: message}` of a ValidationError's issues, for a `{error, fields}` answer. */
export const issueFields = (issues: ValidationIssue[]) => Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))
