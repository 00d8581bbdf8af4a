import { type CollectionBeforeValidateHook, type CollectionConfig, ValidationError } from 'payload'

import { passwordRuleError } from '../../src/lib/passwordRule'

/** A password set in /admin (or by any Local API write) follows the site's one rule. */
const checkPassword: CollectionBeforeValidateHook = ({ data, collection, req }) => {
  const password = data?.password
  const message = typeof password === 'string' && password !== '' ? passwordRuleError(password) : null
  if (message)
    throw new ValidationError(
      { collection: collection.slug, errors: [{ path: 'password', label: 'Mot de passe', message }], req },
      req.t,
    )
  return data
}

type BeforeOperation = NonNullable<NonNullable<CollectionConfig['hooks']>['beforeOperation']>[number]

/** A reset through Payload's own route (the admin's "mot de passe oublié") runs no validation hook: checked here. */
const checkResetPassword: BeforeOperation = ({ args, operation, collection, req }) => {
  const password =
    operation === 'resetPassword' ? (args as { data?: { password?: unknown } }).data?.password : undefined
  const message = typeof password === 'string' ? passwordRuleError(password) : null
  if (message)
    throw new ValidationError(
      { collection: collection.slug, errors: [{ path: 'password', label: 'Mot de passe', message }], req },
      req.t,
    )
  return args
}

/** Adds the password rule to collections that sign people in. */
export function withPasswordRule(collection: CollectionConfig): CollectionConfig {
  if (!collection.auth) return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeValidate: [checkPassword, ...(hooks.beforeValidate ?? [])],
      beforeOperation: [checkResetPassword, ...(hooks.beforeOperation ?? [])],
    },
  }
}
