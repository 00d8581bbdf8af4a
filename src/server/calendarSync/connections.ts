import type { ProviderCredentials, ProviderKind } from '@/integrations/calendar/providers/port'

import type { AuthenticatedPerson } from '../auth/tokens'

/**
 * Placeholder of the calendar-sync branch's module (same signature), so that this branch
 * typechecks on its own; the merge replaces this file with the real one.
 */
export async function createConnection(groomer: AuthenticatedPerson, input: { provider: ProviderKind; accountLabel: string; credentials: ProviderCredentials }): Promise<{ id: number }> {
  void groomer
  void input
  throw new Error('calendar connections: not merged yet')
}
