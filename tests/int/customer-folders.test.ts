import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  DELETE as deleteAttachmentRoute,
  GET as downloadRoute,
} from '../../src/app/api/v1/customer-folders/[id]/attachments/[attachmentId]/route'
import { POST as uploadRoute } from '../../src/app/api/v1/customer-folders/[id]/attachments/route'
import {
  DELETE as deleteRoute,
  GET as readRoute,
  PUT as updateRoute,
} from '../../src/app/api/v1/customer-folders/[id]/route'
import { POST as fromAppointmentRoute } from '../../src/app/api/v1/customer-folders/from-appointment/route'
import { GET as listRoute, POST as createRoute } from '../../src/app/api/v1/customer-folders/route'
import type { AuthenticatedPerson } from '../../src/server/auth/tokens'
import { setFeatures } from './helpers/groomerSpace'
import { bearerOf } from './helpers/sessions'
import { createAppointment, createAttendee, createGroomer } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'
import { getRequest, jsonRequest, params } from './helpers/requests'

let payload: Payload
let owner: AuthenticatedPerson
let stranger: AuthenticatedPerson
let attendee: AuthenticatedPerson
let ownerAuth: Record<string, string>
let strangerAuth: Record<string, string>
let attendeeAuth: Record<string, string>

const FOLDER = {
  name: 'Mme Nadia Dupont',
  email: 'Nadia.Dupont@exemple.fr',
  phone: '06 11 22 33 44',
  notes: 'Préfère les rendez-vous du matin.',
  pets: [
    {
      name: 'Rex',
      species: 'dog',
      breed: 'Berger australien',
      size: 'large',
      coat: 'Long',
      behaviour: 'Craint le séchoir.',
      vaccinations: [
        { name: 'Rage', date: '2024-03-10' },
        { name: 'CHPPiL', date: '' },
      ],
    },
  ],
}

const create = (body: unknown, headers: Record<string, string>) =>
  createRoute(jsonRequest('/api/v1/customer-folders', body, { headers }))
const read = (id: number | string, headers: Record<string, string>) =>
  readRoute(getRequest(`/api/v1/customer-folders/${id}`, headers), params({ id: String(id) }))
const update = (id: number | string, body: unknown, headers: Record<string, string>) =>
  updateRoute(
    jsonRequest(`/api/v1/customer-folders/${id}`, body, { method: 'PUT', headers }),
    params({ id: String(id) }),
  )
const remove = (id: number | string, headers: Record<string, string>) =>
  deleteRoute(
    new Request(`http://localhost:3100/api/v1/customer-folders/${id}`, { method: 'DELETE', headers }),
    params({ id: String(id) }),
  )
const list = (query: string, headers: Record<string, string>) =>
  listRoute(getRequest(`/api/v1/customer-folders${query}`, headers))
const countFolders = async (groomer: AuthenticatedPerson) =>
  (
    await payload.count({
      collection: 'customer-folders',
      overrideAccess: true,
      where: { groomer: { equals: groomer.id } },
    })
  ).totalDocs

function upload(
  folderId: number,
  headers: Record<string, string>,
  file: Blob | null,
  name = 'carnet.pdf',
  label = 'Carnet de vaccination',
) {
  const form = new FormData()
  if (file) form.append('file', file, name)
  form.append('label', label)
  return uploadRoute(
    new Request(`http://localhost:3100/api/v1/customer-folders/${folderId}/attachments`, {
      method: 'POST',
      body: form,
      headers,
    }),
    params({ id: String(folderId) }),
  )
}
const download = (folderId: number, attachmentId: number, headers: Record<string, string>) =>
  downloadRoute(
    getRequest(`/api/v1/customer-folders/${folderId}/attachments/${attachmentId}`, headers),
    params({ id: String(folderId), attachmentId: String(attachmentId) }),
  )

const PDF = new Blob(
  [
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 1\n0000000000 65535 f \ntrailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
  ],
  { type: 'application/pdf' },
)

beforeAll(async () => {
  payload = await getTestPayload()
  ;[owner, stranger, attendee] = await Promise.all([
    createGroomer(payload),
    createGroomer(payload),
    createAttendee(payload),
  ])
  ;[ownerAuth, strangerAuth, attendeeAuth] = await Promise.all([
    bearerOf(payload, 'users', owner.email as string),
    bearerOf(payload, 'users', stranger.email as string),
    bearerOf(payload, 'attendees', attendee.email as string),
  ])
  await setFeatures(payload, { customerFolder: true, attachments: true })
})

afterAll(async () => {
  await setFeatures(payload, { customerFolder: false, attachments: false })
})

describe('customer folders', () => {
  it('the groomer creates a folder with a pet and its vaccinations, reads and edits it', async () => {
    const response = await create(FOLDER, ownerAuth)
    expect(response.status).toBe(201)
    const { folder } = (await response.json()) as { folder: { id: number } }
    const stored = await payload.findByID({
      collection: 'customer-folders',
      id: folder.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored).toMatchObject({
      groomer: owner.id,
      name: 'Mme Nadia Dupont',
      email: 'nadia.dupont@exemple.fr',
      phone: '06 11 22 33 44',
    })
    expect(stored.pets?.[0]).toMatchObject({
      name: 'Rex',
      species: 'dog',
      size: 'large',
      behaviour: 'Craint le séchoir.',
    })
    expect(stored.pets?.[0]?.vaccinations?.map((shot) => [shot.name, shot.date?.slice(0, 10) ?? null])).toEqual([
      ['Rage', '2024-03-10'],
      ['CHPPiL', null],
    ])

    const changed = await update(
      folder.id,
      { ...FOLDER, notes: 'Allergique au shampoing à l’avoine.', pets: [] },
      ownerAuth,
    )
    expect(changed.status).toBe(200)
    const reread = (await (await read(folder.id, ownerAuth)).json()) as { folder: { notes: string; pets: unknown[] } }
    expect(reread.folder).toMatchObject({ notes: 'Allergique au shampoing à l’avoine.', pets: [] })
  })

  it('bad input answers 400 with a message per field and writes nothing', async () => {
    const before = await countFolders(owner)
    const response = await create(
      {
        name: ' ',
        email: 'pas-un-email',
        phone: '12',
        pets: [{ name: '', species: 'dragon', vaccinations: [{ name: 'Rage', date: '2999-01-01' }] }],
      },
      ownerAuth,
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string; fields: Record<string, string> }
    expect(body.fields).toMatchObject({
      name: 'Veuillez saisir le nom du client.',
      email: 'Veuillez saisir un e-mail valide.',
      phone: expect.stringMatching(/téléphone/),
      'pets.0.name': 'Veuillez saisir le nom de l’animal.',
      'pets.0.species': expect.any(String),
      'pets.0.vaccinations.0.date': expect.stringMatching(/date valide/),
    })
    expect((await create('{pas du json', ownerAuth)).status).toBe(400)
    expect(await countFolders(owner)).toBe(before)
  })

  it('searches the groomer’s own folders by name, phone and e-mail', async () => {
    await create({ name: 'Jean Rechercheur', phone: '0798765432', email: 'jean.r@exemple.fr' }, ownerAuth)
    await create({ name: 'Jean Rechercheur', phone: '07 98 76 54 32' }, strangerAuth)
    for (const q of ['recherch', '07 98 76', '0798', '07.98.76.54', 'jean.r@']) {
      const body = (await (await list(`?q=${encodeURIComponent(q)}`, ownerAuth)).json()) as {
        folders: { name: string; groomer: number }[]
      }
      expect(body.folders.map((folder) => folder.name)).toEqual(['Jean Rechercheur'])
      expect(body.folders[0]?.groomer).toBe(owner.id)
    }
    const none = (await (await list('?q=zzzzz', ownerAuth)).json()) as { folders: unknown[] }
    expect(none.folders).toEqual([])
    expect((await list('?page=0', ownerAuth)).status).toBe(400)
  })

  it('another groomer gets 404; an attendee or no token gets 401; nothing changes', async () => {
    const { folder } = (await (await create(FOLDER, ownerAuth)).json()) as { folder: { id: number } }
    expect((await read(folder.id, strangerAuth)).status).toBe(404)
    expect((await update(folder.id, { name: 'Piraté' }, strangerAuth)).status).toBe(404)
    expect((await remove(folder.id, strangerAuth)).status).toBe(404)
    expect((await upload(folder.id, strangerAuth, PDF)).status).toBe(404)
    for (const headers of [attendeeAuth, {}]) {
      expect((await read(folder.id, headers)).status).toBe(401)
      expect((await update(folder.id, FOLDER, headers)).status).toBe(401)
      expect((await remove(folder.id, headers)).status).toBe(401)
      expect((await list('', headers)).status).toBe(401)
      expect((await create(FOLDER, headers)).status).toBe(401)
    }
    expect((await read('abc', ownerAuth)).status).toBe(404)
    const stored = await payload.findByID({
      collection: 'customer-folders',
      id: folder.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored.name).toBe(FOLDER.name)
  })

  it('creates a folder from an appointment: the customer’s account, contact and pet; the history shows it', async () => {
    await payload.update({
      collection: 'attendees',
      id: attendee.id,
      overrideAccess: true,
      data: { phone: '+33698765432' },
    })
    const appointment = await createAppointment(payload, {
      groomer: owner.id as number,
      attendee: attendee.id as number,
      start: '2027-02-02T09:00:00.000Z',
      end: '2027-02-02T10:00:00.000Z',
      status: 'confirmed',
    })
    await payload.update({
      collection: 'appointments',
      id: appointment.id,
      overrideAccess: true,
      data: { pet: { name: 'Filou', species: 'dog', breed: 'Caniche', size: 'small' } },
    })
    const send = (headers: Record<string, string>, id = appointment.id) =>
      fromAppointmentRoute(jsonRequest('/api/v1/customer-folders/from-appointment', { appointment: id }, { headers }))
    expect((await send(strangerAuth)).status).toBe(404)
    expect((await send(attendeeAuth)).status).toBe(401)
    expect(
      (
        await fromAppointmentRoute(
          jsonRequest('/api/v1/customer-folders/from-appointment', { appointment: 'x' }, { headers: ownerAuth }),
        )
      ).status,
    ).toBe(400)

    const response = await send(ownerAuth)
    expect(response.status).toBe(201)
    const { folder } = (await response.json()) as { folder: { id: number } }
    const stored = await payload.findByID({
      collection: 'customer-folders',
      id: folder.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored).toMatchObject({
      groomer: owner.id,
      attendee: attendee.id,
      name: 'Paul Client',
      email: attendee.email,
      phone: '06 98 76 54 32',
    })
    expect(stored.pets?.[0]).toMatchObject({ name: 'Filou', species: 'dog', breed: 'Caniche' })

    // A second appointment of the same account joins the history through the account.
    const later = await createAppointment(payload, {
      groomer: owner.id as number,
      attendee: attendee.id as number,
      start: '2027-03-02T09:00:00.000Z',
      end: '2027-03-02T10:00:00.000Z',
    })
    const body = (await (await read(folder.id, ownerAuth)).json()) as { appointments: { id: number }[] }
    expect(body.appointments.map((item) => item.id)).toEqual([later.id, appointment.id])
    // Asking again links to the same folder instead of a duplicate.
    const again = await send(ownerAuth, later.id)
    expect(again.status).toBe(200)
    expect(((await again.json()) as { folder: { id: number } }).folder.id).toBe(folder.id)
  })

  it('deleting a folder unlinks its appointments and deletes its attachments', async () => {
    const { folder } = (await (await create(FOLDER, ownerAuth)).json()) as { folder: { id: number } }
    const appointment = await createAppointment(payload, {
      groomer: owner.id as number,
      start: '2027-04-06T09:00:00.000Z',
      end: '2027-04-06T10:00:00.000Z',
    })
    await payload.update({
      collection: 'appointments',
      id: appointment.id,
      overrideAccess: true,
      data: { customerFolder: folder.id },
    })
    const { attachment } = (await (await upload(folder.id, ownerAuth, PDF)).json()) as { attachment: { id: number } }
    expect((await remove(folder.id, ownerAuth)).status).toBe(200)
    expect(
      await payload.findByID({
        collection: 'customer-folders',
        id: folder.id,
        overrideAccess: true,
        disableErrors: true,
      }),
    ).toBeNull()
    expect(
      await payload.findByID({
        collection: 'customer-attachments',
        id: attachment.id,
        overrideAccess: true,
        disableErrors: true,
      }),
    ).toBeNull()
    expect(
      (await payload.findByID({ collection: 'appointments', id: appointment.id, overrideAccess: true, depth: 0 }))
        .customerFolder ?? null,
    ).toBeNull()
  })
})

describe('attachments', () => {
  it('upload, download by its groomer only, delete; a wrong type is refused', async () => {
    const { folder } = (await (await create(FOLDER, ownerAuth)).json()) as { folder: { id: number } }
    const response = await upload(folder.id, ownerAuth, PDF)
    expect(response.status).toBe(201)
    const { attachment } = (await response.json()) as { attachment: { id: number; label: string } }
    expect(attachment.label).toBe('Carnet de vaccination')

    const file = await download(folder.id, attachment.id, ownerAuth)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('cache-control')).toContain('no-store')
    expect(await file.text()).toContain('%PDF-1.4')

    expect((await download(folder.id, attachment.id, strangerAuth)).status).toBe(404)
    expect((await download(folder.id, attachment.id, attendeeAuth)).status).toBe(401)
    expect((await download(folder.id, attachment.id, {})).status).toBe(401)
    // Another folder of the same groomer does not reach it either.
    const { folder: other } = (await (await create({ name: 'Autre client' }, ownerAuth)).json()) as {
      folder: { id: number }
    }
    expect((await download(other.id, attachment.id, ownerAuth)).status).toBe(404)
    // Payload's own file route refuses anonymous visitors (the collection is private).
    expect(
      await payload
        .find({ collection: 'customer-attachments', overrideAccess: false, where: { id: { equals: attachment.id } } })
        .catch((error: { status?: number }) => error.status),
    ).toBe(403)

    const bad = await upload(
      folder.id,
      ownerAuth,
      new Blob(['<script>alert(1)</script>'], { type: 'text/html' }),
      'page.html',
    )
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.file).toMatch(/PDF, JPEG, PNG ou WebP/)
    expect((await upload(folder.id, ownerAuth, null)).status).toBe(400)
    const broken = await upload(folder.id, ownerAuth, new Blob(['pas un pdf'], { type: 'application/pdf' }))
    expect(broken.status).toBe(400)
    expect(((await broken.json()) as { fields: Record<string, string> }).fields.file).toMatch(/illisible/)

    const gone = await deleteAttachmentRoute(
      new Request(`http://localhost:3100/api/v1/customer-folders/${folder.id}/attachments/${attachment.id}`, {
        method: 'DELETE',
        headers: ownerAuth,
      }),
      params({ id: String(folder.id), attachmentId: String(attachment.id) }),
    )
    expect(gone.status).toBe(200)
    expect((await download(folder.id, attachment.id, ownerAuth)).status).toBe(404)
    const stored = await payload.findByID({
      collection: 'customer-folders',
      id: folder.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored.attachments ?? []).toEqual([])
  })

  it('with attachments switched off, every attachment route answers 404', async () => {
    const { folder } = (await (await create(FOLDER, ownerAuth)).json()) as { folder: { id: number } }
    const { attachment } = (await (await upload(folder.id, ownerAuth, PDF)).json()) as { attachment: { id: number } }
    await setFeatures(payload, { attachments: false })
    try {
      expect((await upload(folder.id, ownerAuth, PDF)).status).toBe(404)
      expect((await download(folder.id, attachment.id, ownerAuth)).status).toBe(404)
    } finally {
      await setFeatures(payload, { attachments: true })
    }
  })
})

describe('with customer folders switched off', () => {
  it('every folder route answers 404, even to their groomer', async () => {
    const { folder } = (await (await create(FOLDER, ownerAuth)).json()) as { folder: { id: number } }
    await setFeatures(payload, { customerFolder: false })
    try {
      expect((await list('', ownerAuth)).status).toBe(404)
      expect((await create(FOLDER, ownerAuth)).status).toBe(404)
      expect((await read(folder.id, ownerAuth)).status).toBe(404)
      expect((await update(folder.id, FOLDER, ownerAuth)).status).toBe(404)
      expect((await remove(folder.id, ownerAuth)).status).toBe(404)
      expect((await upload(folder.id, ownerAuth, PDF)).status).toBe(404)
      // Still 401 without a groomer session: nothing tells a visitor about the config.
      expect((await list('', {})).status).toBe(401)
    } finally {
      await setFeatures(payload, { customerFolder: true })
    }
    expect((await read(folder.id, ownerAuth)).status).toBe(200)
  })
})
