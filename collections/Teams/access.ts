import type { Access } from 'payload'

import { isAdmin, isGroomer } from '../../src/access/roles'

/** Admins update any practice; a groomer only their own (and only its presentation: see the fields' access). */
export const updateOwnTeam: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  if (!isGroomer(req.user) || !req.user) return false
  const team = (req.user as { team?: number | { id: number } | null }).team
  const teamId = typeof team === 'object' && team ? team.id : team
  return teamId ? { id: { equals: teamId } } : false
}
