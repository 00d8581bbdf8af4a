import { type CollectionBeforeValidateHook, type CollectionConfig, ValidationError } from 'payload'

import { passwordRuleError } from '../../src/lib/passwordRule'

/** A password set in /admin (or by any Local API write) follows the site's one rule. */
const checkPassword: CollectionBeforeValidateHook = ({ data, collection, req }) => {
  const password = data?.password
  const message = typeof password === 'string' && password !== '' ? passwordRuleError(password) : null
  if (message) throw new ValidationError({ collection: collection.slug, errors: [{ path: 'password', label: 'Mot de passe', message }], req }, req.t)
  return data
}

/** Adds the password rule to collections that sign people in. */
export function withPasswordRule(collection: CollectionConfig): CollectionConfig {
  if (!collection.auth) return collection
  return { ...collection, hooks: { ...collection.hooks, beforeValidate: [checkPassword, ...(collection.hooks?.beforeValidate ?? [])] } }
}
