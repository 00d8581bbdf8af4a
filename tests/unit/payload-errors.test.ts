import { ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { issueFields, validationIssues } from '../../src/server/payloadErrors'

describe('Payload validation errors recognised by their shape', () => {
  it('reads the issues of a real ValidationError and of a copy from another bundle', () => {
    const real = new ValidationError({ collection: 'attendees', errors: [{ path: 'email', message: 'Déjà pris' }] })
    expect(validationIssues(real)).toEqual([{ path: 'email', message: 'Déjà pris' }])
    // What the built site throws: the same shape from another copy of the class.
    const bundled = Object.assign(new Error('bb'), {
      status: 400,
      data: { errors: [{ path: 'title', message: 'Obligatoire' }] },
    })
    expect(issueFields(validationIssues(bundled) ?? [])).toEqual({ title: 'Obligatoire' })
  })

  it('is null for anything else', () => {
    expect(validationIssues(new Error('boom'))).toBeNull()
    expect(validationIssues(Object.assign(new Error('refusé'), { status: 401 }))).toBeNull()
    expect(validationIssues(null)).toBeNull()
    expect(validationIssues({ status: 400, data: {} })).toBeNull()
  })
})
