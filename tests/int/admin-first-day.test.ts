import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { smsSubject } from '../../collections/Outbox/smsTitle'
import { FILE_TOO_BIG, MAX_UPLOAD_BYTES } from '../../src/lib/uploadLimits'
import { getTestPayload } from './helpers/payload'
import { createAdmin, createGroomer, createPractice } from '../../scripts/lib/people'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

/** Every string of a translation tree, with its key path. */
function strings(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]]
  if (!tree || typeof tree !== 'object') return []
  return Object.entries(tree).flatMap(([key, value]) => strings(value, path ? `${path}.${key}` : key))
}

describe('the admin speaks plain French (issue 29, item 21)', () => {
  it('has none of Payload’s "(e)", "Par Page", "vrai ou faux", "Télécharger" to insert an image or "En-tête 1"', () => {
    const french = payload.config.i18n.translations.fr as unknown as Record<string, Record<string, unknown>>
    const words = strings(french)
    expect(words.filter(([, text]) => /\([es]\)|un\(e\)/.test(text)).map(([key]) => key)).toEqual([])
    expect(french.general).toMatchObject({
      perPage: 'Par page : {{limit}}',
      true: 'Oui',
      false: 'Non',
      successfullyCreated: 'Enregistré : {{label}}.',
    })
    expect(french.fields).toMatchObject({ chooseFromExisting: 'Choisir une fiche existante' })
    expect(french.validation?.trueOrFalse).not.toMatch(/vrai|faux/)
    // The rich-text editor's own wording sits under lexical.<feature> (keys "lexical:upload:label").
    expect(french.lexical).toMatchObject({
      upload: { label: 'Image ou fichier' },
      heading: { label: 'Titre {{headingLevel}}' },
    })
    expect(payload.config.i18n.translations.fr).toBeDefined()
  })
})

describe('the outbox (issue 29, item 21)', () => {
  it('is written by the site only: an admin cannot create a message', async () => {
    const admin = await createAdmin(payload)
    const attempt = payload.create({
      collection: 'outbox',
      data: { channel: 'email', to: 'x@test.fr', subject: 'Faux' },
      user: admin,
      overrideAccess: false,
    })
    await expect(attempt).rejects.toMatchObject({ status: 403 })
  })

  it('titles an SMS with the start of its text, so its row is not "<Pas de Objet>"', async () => {
    const text =
      'Votre code de vérification Mon Toiletteur : 123456. Il expire dans 10 minutes, ne le partagez avec personne.'
    const sms = await payload.create({
      collection: 'outbox',
      overrideAccess: true,
      data: { channel: 'sms', to: '+33612345678', text },
    })
    expect(sms.subject).toBe(smsSubject(text))
    expect(sms.subject).toMatch(/^SMS : Votre code de vérification Mon Toiletteur : 123456\. Il expi.*…$/)
    expect(sms.subject!.length).toBeLessThanOrEqual(66)
    const mail = await payload.create({
      collection: 'outbox',
      overrideAccess: true,
      data: { channel: 'email', to: 'a@test.fr', subject: 'Bonjour', text: 'x' },
    })
    expect(mail.subject).toBe('Bonjour')
  })
})

describe('site settings (issue 29, item 21)', () => {
  it('keep no switch that changes nothing', () => {
    const settings = payload.config.globals.find((global) => global.slug === 'site-settings')!
    const features = settings.fields.find((field) => 'name' in field && field.name === 'features') as {
      fields: { name: string; admin?: { readOnly?: boolean; description?: string } }[]
    }
    expect(features.fields.map((field) => field.name)).toEqual(['sponsorshipActive', 'customerFolder', 'attachments'])
    expect(
      features.fields.filter(
        (field) => field.admin?.readOnly || /sans effet sur le site/.test(field.admin?.description ?? ''),
      ),
    ).toEqual([])
  })
})

/** A PNG of one colour (compresses to almost nothing, whatever its size in pixels). */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c2185b' } })
    .png({ compressionLevel: 9 })
    .toBuffer()
const uploadImage = async (data: Buffer, name: string) =>
  payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt: 'Test' },
    file: { data, mimetype: 'image/png', name, size: data.length },
  })

describe('image uploads (issue 29, item 20)', () => {
  it('refuse an image over 40 megapixels or 8,000 pixels a side, in French, and take one within', async () => {
    await expect(uploadImage(await png(8001, 20), 'long.png')).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(
        /^Cette image mesure 8\s001 × 20 pixels\. La limite est de 40 mégapixels et 8\s000 pixels de côté\./,
      ),
    })
    await expect(uploadImage(await png(6400, 6400), 'big.png')).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Cette image mesure 6\s400 × 6\s400 pixels/),
    })
    expect(
      await payload.count({ collection: 'media', overrideAccess: true, where: { filename: { like: 'long-' } } }),
    ).toMatchObject({ totalDocs: 0 })
    const fine = await uploadImage(await png(1200, 800), 'fine.png')
    expect(fine).toMatchObject({ width: 1200, height: 800 })
    await payload.delete({ collection: 'media', id: fine.id, overrideAccess: true })
  })

  it('accept only the types the pages serve, and refuse a file over 10 Mo in French, no colon for Payload’s toast to split', () => {
    const media = payload.config.collections.find((collection) => collection.slug === 'media')!
    expect(media.upload && media.upload.mimeTypes).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/avif',
      'image/gif',
    ])
    expect(payload.config.upload).toMatchObject({
      limits: { fileSize: MAX_UPLOAD_BYTES },
      responseOnLimit: FILE_TOO_BIG,
    })
    expect(FILE_TOO_BIG).not.toContain(':')
  })
})

describe('a practice’s members (issue 29, item 19)', () => {
  it('are the groomers whose practice it is; an admin attaches existing groomers and removes them from the practice', async () => {
    const admin = await createAdmin(payload)
    const [practice, other] = [await createPractice(payload), await createPractice(payload)]
    const stays = await createGroomer(payload, { practice: practice.id })
    const moves = await createGroomer(payload, { practice: other.id })
    const joins = await createGroomer(payload)

    const read = await payload.findByID({
      collection: 'teams',
      id: practice.id,
      user: admin,
      overrideAccess: false,
      depth: 0,
    })
    expect(read.members).toEqual([stays.id])

    await payload.update({
      collection: 'teams',
      id: practice.id,
      data: { members: [moves.id, joins.id] },
      user: admin,
      overrideAccess: false,
    })
    const practiceIdOf = async (id: number) =>
      (await payload.findByID({ collection: 'users', id, overrideAccess: true, depth: 0 })).team
    expect(await practiceIdOf(moves.id)).toBe(practice.id)
    expect(await practiceIdOf(joins.id)).toBe(practice.id)
    expect((await practiceIdOf(stays.id)) ?? null).toBeNull()
    const after = await payload.findByID({
      collection: 'teams',
      id: practice.id,
      user: admin,
      overrideAccess: false,
      depth: 0,
    })
    expect([...(after.members as number[])].sort()).toEqual([moves.id, joins.id].sort())

    // A save without the list (a member editing the presentation) changes no membership.
    await payload.update({
      collection: 'teams',
      id: practice.id,
      data: { name: `${practice.name} bis` },
      user: admin,
      overrideAccess: false,
    })
    expect(await practiceIdOf(moves.id)).toBe(practice.id)
    // Nobody but an admin reads the list.
    const member = await payload.findByID({ collection: 'users', id: moves.id, overrideAccess: true, depth: 0 })
    const asMember = await payload.findByID({
      collection: 'teams',
      id: practice.id,
      user: { ...member, collection: 'users' },
      overrideAccess: false,
      depth: 0,
    })
    expect(asMember.members).toBeUndefined()
  })
})
