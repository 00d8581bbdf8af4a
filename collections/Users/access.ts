import type { Access, Where } from 'payload'

import { isAdmin, isGroomer } from '../../src/access/roles'

/** Published groomer profiles are public; a groomer also reads their own record and their practice's members. */
export const readGroomers: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  const published: Where = { published: { equals: true } }
  if (isGroomer(req.user) && req.user) {
    const practice = (req.user as { team?: number | { id: number } | null }).team
    const practiceId = typeof practice === 'object' && practice ? practice.id : practice
    const visible: Where[] = [published, { id: { equals: req.user.id } }]
    if (practiceId) visible.push({ team: { equals: practiceId } })
    return { or: visible }
  }
  return published
}

export const updateSelfOrAdmin: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  if (isGroomer(req.user) && req.user) return { id: { equals: req.user.id } }
  return false
}
