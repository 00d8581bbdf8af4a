import { describe, expect, it } from 'vitest'

import { formErrorOf } from '../../src/lib/formErrors'

describe('formErrorOf: one message, said once', () => {
  it('leaves out the form-wide message a field already shows', () => {
    expect(
      formErrorOf({ error: 'Ce code est incorrect.', fields: { token: 'Ce code est incorrect.' } }, 'Réessayez.'),
    ).toBeNull()
  })
  it('keeps a form-wide message that says something else', () => {
    expect(
      formErrorOf(
        { error: 'Vérifiez les champs signalés.', fields: { token: 'Ce code est incorrect.' } },
        'Réessayez.',
      ),
    ).toBe('Vérifiez les champs signalés.')
  })
  it('falls back when the answer has no message (network failure)', () => {
    expect(formErrorOf(null, 'La vérification a échoué. Réessayez.')).toBe('La vérification a échoué. Réessayez.')
  })
})
