import type { Access } from 'payload'

import { isAdmin, isGroomer } from '../../src/access/roles'

/** Admins update any practice; a groomer only their own (and only its presentation: see the fields' access). */
export const updateOwnPractice: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  if (!isGroomer(req.user) || !req.user) return false
  const practice = (req.user as { team?: number | { id: number } | null }).team
  const practiceId = typeof practice === 'object' && practice ? practice.id : practice
  return practiceId ? { id: { equals: practiceId } } : false
}
