import type { Access, Where } from 'payload'

import { isAdmin, isGroomer } from '../../src/access/roles'

/** Published groomer profiles are public; a groomer also reads their own record and their practice's members. */
export const readGroomers: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  const published: Where = { published: { equals: true } }
  if (isGroomer(req.user) && req.user) {
    const team = (req.user as { team?: number | { id: number } | null }).team
    const teamId = typeof team === 'object' && team ? team.id : team
    const visible: Where[] = [published, { id: { equals: req.user.id } }]
    if (teamId) visible.push({ team: { equals: teamId } })
    return { or: visible }
  }
  return published
}

export const updateSelfOrAdmin: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  if (isGroomer(req.user) && req.user) return { id: { equals: req.user.id } }
  return false
}
