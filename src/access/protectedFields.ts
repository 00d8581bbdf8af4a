import type { CollectionConfig, Field, FieldAccess } from 'payload'

import { adminOrServer } from './adminApi'
import { adminOnlyField } from './fields'

/**
 * Fields that carry a right or a link: whoever may write them may reach someone else's data or
 * change what they are allowed to do. Every relationship and upload field is one; so are these
 * names wherever they appear. They are written by admins and by the server's own services
 * (Local API), never over HTTP by anyone else: a second lock behind the collections' access.
 */
export const RIGHTS_FIELD_NAMES = new Set([
  'email',
  'phone',
  'phoneVerified',
  'published',
  'status',
  'reference',
  'code',
  'uri',
  'team',
  'referralCode',
  'trackingNumber',
  'onlineBooking',
  'bookingSuspended',
  'subscriptionState',
  'subscriptionOffered',
  'subscriptionOfferedUntil',
])

/** Rights fields that only an admin (or a system write that says why) may change. */
export const ADMIN_ONLY_FIELDS: Record<string, string[]> = {
  users: ['team', 'published', 'subscriptionOffered', 'subscriptionOfferedUntil'],
}

export const isRightsField = (field: Field): boolean =>
  'name' in field && (field.type === 'relationship' || field.type === 'upload' || RIGHTS_FIELD_NAMES.has(field.name))

/** Both rules must allow (an existing stricter rule stays). */
const both =
  (first: FieldAccess | undefined, second: FieldAccess): FieldAccess =>
  async (args) =>
    (first ? await first(args) : true) && (await second(args))

function guard(field: Field, adminOnly: string[]): Field {
  if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) {
    return { ...field, fields: field.fields.map((child) => guard(child, adminOnly)) }
  }
  if (field.type === 'tabs')
    return {
      ...field,
      tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map((child) => guard(child, adminOnly)) })),
    }
  if (!isRightsField(field) || !('name' in field)) return field
  const rule = adminOnly.includes(field.name) ? adminOnlyField : adminOrServer
  const current = (field as { access?: { create?: FieldAccess; update?: FieldAccess } }).access
  const access = { ...current, create: both(current?.create, rule), update: both(current?.update, rule) }
  return { ...field, access } as Field
}

export function guardRightsFields(collection: CollectionConfig): CollectionConfig {
  const adminOnly = ADMIN_ONLY_FIELDS[collection.slug] ?? []
  return { ...collection, fields: collection.fields.map((field) => guard(field, adminOnly)) }
}

const hiddenText = (name: string): Field => ({ name, type: 'text', hidden: true, access: { read: adminOnlyField } })
const hiddenDate = (name: string): Field => ({ name, type: 'date', hidden: true, access: { read: adminOnlyField } })

/**
 * Payload's own auth fields (sessions, password hash and salt, reset token, lock) are read and
 * filtered on by admins only: declared here, they merge into the fields Payload adds. Payload's
 * own `sessions` rule compares ids across collections and lets anyone filter on it.
 */
export function lockAuthFields(collection: CollectionConfig): CollectionConfig {
  const auth = collection.auth
  if (!auth) return collection
  const settings = typeof auth === 'object' ? auth : {}
  // `salt` and `hash` cannot be redeclared (Payload reserves them): the REST guard refuses them in queries.
  const locked: Field[] = [hiddenText('resetPasswordToken'), hiddenDate('resetPasswordExpiration')]
  if (settings.maxLoginAttempts && settings.maxLoginAttempts > 0) {
    locked.push(
      { name: 'loginAttempts', type: 'number', hidden: true, access: { read: adminOnlyField } },
      hiddenDate('lockUntil'),
    )
  }
  // Payload adds `email` to auth collections that do not declare it: declared here, the rights guard covers it.
  if (!collection.fields.some((field) => 'name' in field && field.name === 'email')) {
    locked.push({ name: 'email', type: 'email', required: true, unique: true })
  }
  if (settings.useSessions) {
    locked.push({
      name: 'sessions',
      type: 'array',
      admin: { disabled: true },
      fields: [],
      access: { read: adminOnlyField, create: () => false, update: () => false },
    })
  }
  return { ...collection, fields: [...collection.fields, ...locked] }
}
