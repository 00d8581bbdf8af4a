import type { AfterErrorHookArgs } from 'payload'
import { describe, expect, it } from 'vitest'

import { explainValidationErrors } from '../../src/server/payloadRest/validationMessage'

const refusal = (errors: unknown[]) =>
  Object.assign(new Error('Le champ suivant n’est pas valide : Langue et fuseau > Fuseau horaire'), {
    name: 'z',
    status: 400,
    data: { errors },
  })
const run = (error: Error) =>
  explainValidationErrors({
    error,
    result: { errors: [{ message: error.message }] },
    context: {},
    req: {},
  } as unknown as AfterErrorHookArgs)

describe('a refused save in /admin says why', () => {
  it('names each field by its own label and gives its reason, whatever the minified class name', () => {
    const answer = run(
      refusal([
        {
          label: 'Langue et fuseau > Fuseau horaire',
          path: 'timezone',
          message: 'Choisissez un fuseau horaire de la liste (par exemple Europe/Paris).',
        },
        { label: 'Code (ext_id)', path: 'code', message: 'Une étude avec ce code existe déjà.' },
      ]),
    )
    expect(answer).toMatchObject({
      response: {
        errors: [
          {
            message:
              'Fuseau horaire : Choisissez un fuseau horaire de la liste (par exemple Europe/Paris). Code (ext_id) : Une étude avec ce code existe déjà.',
          },
        ],
      },
    })
  })

  it('says in French why an upload is refused (Payload answers in English)', () => {
    const pdf = run(
      Object.assign(new Error('The following field is invalid: file'), {
        status: 400,
        data: { errors: [{ path: 'file', message: 'Invalid MIME type: application/pdf.' }] },
      }),
    )
    expect(pdf).toMatchObject({
      response: {
        errors: [{ message: 'Ce type de fichier n’est pas accepté. Envoyez une image JPEG, PNG, WebP, AVIF ou GIF.' }],
      },
    })
    const svg = run(
      Object.assign(new Error('The following field is invalid: file'), {
        status: 400,
        data: { errors: [{ path: 'file', message: 'SVG file contains potentially harmful content.' }] },
      }),
    )
    expect(svg).toMatchObject({
      response: { errors: [{ message: 'Cette image SVG contient du code. Elle est refusée.' }] },
    })
  })

  it('leaves other errors as they are', () => {
    expect(run(Object.assign(new Error('Not Found'), { status: 404 }))).toBeUndefined()
    expect(run(Object.assign(new Error('Invalid'), { status: 400 }))).toBeUndefined()
  })
})
