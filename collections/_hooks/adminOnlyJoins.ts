import type { CollectionConfig } from 'payload'

type BeforeOperation = NonNullable<NonNullable<CollectionConfig['hooks']>['beforeOperation']>[number]

/**
 * Join fields (a groomer's motives, hours, appointments… listed on their admin page) are read
 * for admins only. Everyone else's reads, the booking path and the public pages among them, skip
 * the joins' subqueries: they never show them.
 */
export const joinsForAdminsOnly: BeforeOperation = ({ args, req }) => {
  if (req.user?.collection === 'admins') return args
  return { ...args, joins: false }
}
