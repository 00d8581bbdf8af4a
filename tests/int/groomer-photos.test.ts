import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DELETE as deletePhoto, PATCH as patchPhoto } from '../../src/app/api/v1/users/[id]/photos/[photoId]/route'
import { GET as listPhotos, POST as postPhoto } from '../../src/app/api/v1/users/[id]/photos/route'
import { MAX_PHOTOS, TOO_MANY_PHOTOS } from '../../src/lib/photoRules'
import { listNearbyGroomers } from '../../src/server/directory/nearby'
import { publicPhotos } from '../../src/server/groomerPhotos/photos'
import { createGroomer } from '../../scripts/lib/people'
import { bearerOf, type Headers } from './helpers/sessions'
import { getTestPayload } from './helpers/payload'
import { params } from './helpers/requests'

const PNG = readFileSync(path.join(process.cwd(), 'public', 'og-image.png'))

let payload: Payload

const upload = (groomerId: number, headers: Headers, fields: { alt?: string; kind?: string; file?: Blob | null }) => {
  const form = new FormData()
  if (fields.file !== null) form.set('file', fields.file ?? new File([PNG], 'salon.png', { type: 'image/png' }))
  if (fields.alt !== undefined) form.set('alt', fields.alt)
  if (fields.kind !== undefined) form.set('kind', fields.kind)
  return postPhoto(
    new Request(`http://localhost/api/v1/users/${groomerId}/photos`, { method: 'POST', headers, body: form }),
    params({ id: String(groomerId) }),
  )
}

const json = async <T>(response: Response) => (await response.json()) as T
type Photo = { id: number; alt: string; kind: string; url: string; thumbnail: string | null }

async function groomerWithSession(published = true) {
  const groomer = await createGroomer(payload, { published })
  return { groomer, headers: await bearerOf(payload, 'users', groomer.email) }
}

beforeAll(async () => {
  payload = await getTestPayload()
}, 60_000)

describe('a groomer’s photos', () => {
  it('adds a photo with its description and gallery, lists them in order, and moves one', async () => {
    const { groomer, headers } = await groomerWithSession()
    const first = await upload(groomer.id, headers, { alt: 'Le salon vu de l’entrée', kind: 'salon' })
    expect(first.status).toBe(201)
    const { photo } = await json<{ photo: Photo }>(first)
    expect(photo).toMatchObject({ alt: 'Le salon vu de l’entrée', kind: 'salon' })
    expect(photo.thumbnail).toMatch(/-240x240\.(png|webp)$/)
    // Named after the groomer: two groomers sending the same file at once get two names.
    expect(photo.url).toContain(`/${(groomer as unknown as { uri: string }).uri}-salon-`)
    const second = await json<{ photo: Photo }>(
      await upload(groomer.id, headers, { alt: 'Caniche après sa coupe', kind: 'portfolio' }),
    )
    const moved = await patchPhoto(
      new Request(`http://localhost/api/v1/users/${groomer.id}/photos/${second.photo.id}`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ move: 'earlier', alt: 'Caniche abricot après sa coupe' }),
      }),
      params({ id: String(groomer.id), photoId: String(second.photo.id) }),
    )
    expect(moved.status).toBe(200)
    const listed = await json<{ photos: Photo[] }>(
      await listPhotos(
        new Request(`http://localhost/api/v1/users/${groomer.id}/photos`, { headers }),
        params({ id: String(groomer.id) }),
      ),
    )
    expect(listed.photos.map((p) => p.alt)).toEqual(['Caniche abricot après sa coupe', 'Le salon vu de l’entrée'])
    expect((await publicPhotos([groomer.id])).get(groomer.id)?.map((p) => p.id)).toEqual([second.photo.id, photo.id])
  })

  it('refuses a photo without description, of another type, or past 12, with {error, fields}', async () => {
    const { groomer, headers } = await groomerWithSession()
    for (const [fields, field] of [
      [{ alt: '  ' }, 'alt'],
      [{ alt: 'x'.repeat(201) }, 'alt'],
      [{ alt: 'Salon\u0000' }, 'alt'],
      [{ alt: 'Salon', file: null }, 'file'],
      [{ alt: 'Salon', file: new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }) }, 'file'],
      [{ alt: 'Salon', file: new File(['pas une image'], 'faux.png', { type: 'image/png' }) }, 'file'],
      [{ alt: 'Salon', kind: 'cuisine' }, 'kind'],
    ] as const) {
      const response = await upload(groomer.id, headers, fields)
      expect(response.status, JSON.stringify(fields).slice(0, 60)).toBe(400)
      expect((await json<{ fields: Record<string, string> }>(response)).fields[field]).toBeTruthy()
    }
    for (let i = 0; i < MAX_PHOTOS; i++)
      expect((await upload(groomer.id, headers, { alt: `Photo ${i + 1}` })).status).toBe(201)
    const thirteenth = await upload(groomer.id, headers, { alt: 'Une de trop' })
    expect(thirteenth.status).toBe(409)
    expect((await json<{ error: string }>(thirteenth)).error).toBe(TOO_MANY_PHOTOS)
    // Nothing half-written: no thirteenth image in the library either.
    const { totalDocs } = await payload.count({ collection: 'media', where: { alt: { equals: 'Une de trop' } } })
    expect(totalDocs).toBe(0)
  })

  it('lets no one else change, remove or upload into a groomer’s gallery', async () => {
    const owner = await groomerWithSession()
    const other = await groomerWithSession()
    const { photo } = await json<{ photo: Photo }>(await upload(owner.groomer.id, owner.headers, { alt: 'Mon salon' }))
    const target = params({ id: String(owner.groomer.id), photoId: String(photo.id) })
    const url = `http://localhost/api/v1/users/${owner.groomer.id}/photos/${photo.id}`
    expect((await deletePhoto(new Request(url, { method: 'DELETE', headers: other.headers }), target)).status).toBe(403)
    expect((await upload(owner.groomer.id, other.headers, { alt: 'Intrus' })).status).toBe(403)
    // Through their own id, another's photo is not found.
    const asOther = params({ id: String(other.groomer.id), photoId: String(photo.id) })
    const otherUrl = `http://localhost/api/v1/users/${other.groomer.id}/photos/${photo.id}`
    expect(
      (await deletePhoto(new Request(otherUrl, { method: 'DELETE', headers: other.headers }), asOther)).status,
    ).toBe(404)
    const patched = await patchPhoto(
      new Request(otherUrl, {
        method: 'PATCH',
        headers: { ...other.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ alt: 'Volé' }),
      }),
      asOther,
    )
    expect(patched.status).toBe(404)
    // The owner removes it: the photo and its image are gone.
    const media = (await payload.find({ collection: 'groomer-photos', where: { id: { equals: photo.id } } })).docs[0]!
    expect((await deletePhoto(new Request(url, { method: 'DELETE', headers: owner.headers }), target)).status).toBe(200)
    expect((await payload.count({ collection: 'groomer-photos', where: { id: { equals: photo.id } } })).totalDocs).toBe(
      0,
    )
    const mediaId = typeof media.media === 'object' ? media.media.id : media.media
    expect((await payload.count({ collection: 'media', where: { id: { equals: mediaId } } })).totalDocs).toBe(0)
  })

  it('shows the first photo on the groomer’s directory card', async () => {
    const { groomer, headers } = await groomerWithSession()
    // Off Kerguelen: no other test puts a groomer there.
    const place = { lat: -49.35, lng: 70.22 }
    await payload.update({
      collection: 'users',
      id: groomer.id,
      overrideAccess: true,
      data: { latitude: place.lat, longitude: place.lng },
    })
    const { photo } = await json<{ photo: Photo }>(await upload(groomer.id, headers, { alt: 'Façade du salon' }))
    await upload(groomer.id, headers, { alt: 'Seconde photo' })
    const listing = await listNearbyGroomers({ place, radiusKm: 5, page: 1, pageSize: 10, now: new Date() })
    expect(listing.cards.find((c) => c.id === groomer.id)?.picture).toEqual({
      url: photo.thumbnail,
      alt: 'Façade du salon',
    })
  })
})
