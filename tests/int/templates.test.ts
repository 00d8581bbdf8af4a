import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  DELETE as deleteOne,
  GET as getOne,
  PUT as putOne,
} from '../../src/app/api/v1/users/[id]/templates/[channel]/[purpose]/route'
import { GET as getList } from '../../src/app/api/v1/users/[id]/templates/route'
import { POST as appointmentAction } from '../../src/app/api/v1/appointments/[reference]/[action]/route'
import { afterAppointmentChange } from '../../src/server/appointments/afterChange'
import { createBooking } from '../../src/server/booking/create'
import { activeWordingsOf } from '../../src/server/templates/activeWordings'
import { renderTemplate, renderWithValues } from '../../src/server/templates/render'
import { TEMPLATE_CHANNELS, TEMPLATE_PURPOSES } from '../../src/lib/templates/variables'
import { saveTemplate, type TemplateView } from '../../src/server/templates/store'
import { bookableGroomer, nextWeekday, PET, verifiedAttendee } from './helpers/booking'
import { createAttendee, createGroomer } from '../../scripts/lib/people'
import { getTestPayload } from './helpers/payload'
import { getRequest, jsonRequest, params } from './helpers/requests'
import { bearer } from './helpers/sessions'
import { outboxTo } from './helpers/records'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const one = (id: number | string, channel: string, purpose: string) => ({
  path: `/api/v1/users/${id}/templates/${channel}/${purpose}`,
  ctx: params({ id: String(id), channel, purpose }),
})
const get = (id: number | string, channel: string, purpose: string, headers: Record<string, string>) =>
  getOne(getRequest(one(id, channel, purpose).path, headers), one(id, channel, purpose).ctx)
const put = (id: number | string, channel: string, purpose: string, headers: Record<string, string>, body: unknown) =>
  putOne(jsonRequest(one(id, channel, purpose).path, body, { method: 'PUT', headers }), one(id, channel, purpose).ctx)
const reset = (id: number | string, channel: string, purpose: string, headers: Record<string, string>) =>
  deleteOne(
    new Request(`http://localhost:3100${one(id, channel, purpose).path}`, { method: 'DELETE', headers }),
    one(id, channel, purpose).ctx,
  )
const list = (id: number | string, headers: Record<string, string>) =>
  getList(getRequest(`/api/v1/users/${id}/templates`, headers), params({ id: String(id) }))

const stored = async (groomer: number) => ({
  mail: (
    await payload.find({ collection: 'mail-templates', overrideAccess: true, where: { groomer: { equals: groomer } } })
  ).docs,
  message: (
    await payload.find({
      collection: 'message-templates',
      overrideAccess: true,
      where: { groomer: { equals: groomer } },
    })
  ).docs,
})

describe('templates API: read, save, reset', () => {
  it('lists the twenty-seven templates (nine purposes on three channels), each the default until the groomer saves their own', async () => {
    const groomer = await createGroomer(payload)
    const response = await list(groomer.id, await bearer('users', groomer.email))
    expect(response.status).toBe(200)
    const { templates } = (await response.json()) as { templates: TemplateView[] }
    expect(templates).toHaveLength(27)
    expect(templates.find((t) => t.channel === 'sms' && t.purpose === 'ready')).toMatchObject({
      body: expect.stringContaining('{animal}'),
    })
    expect(templates.every((template) => !template.custom)).toBe(true)
    expect(templates.find((t) => t.channel === 'email' && t.purpose === 'confirmation')).toMatchObject({
      subject: 'Rendez-vous confirmé le {date} à {heure}',
      body: expect.stringContaining('{prenom}'),
    })
    expect(templates.find((t) => t.channel === 'sms' && t.purpose === 'reminder')).toMatchObject({
      subject: null,
      body: expect.stringContaining('{heure}'),
    })
  })

  it('saves an e-mail template, replaces it on the next save, and "Rétablir" deletes it', async () => {
    const groomer = await createGroomer(payload)
    const headers = await bearer('users', groomer.email)
    const first = await put(groomer.id, 'email', 'confirmation', headers, {
      subject: ' À bientôt {prenom} ',
      body: 'Bonjour {prenom},\nà {heure} !',
    })
    expect(first.status).toBe(200)
    expect(((await first.json()) as { template: TemplateView }).template).toMatchObject({
      subject: 'À bientôt {prenom}',
      body: 'Bonjour {prenom},\nà {heure} !',
      custom: true,
      active: true,
    })
    expect(
      (
        await put(groomer.id, 'email', 'confirmation', headers, {
          subject: 'Deuxième',
          body: 'Texte deux',
          active: false,
        })
      ).status,
    ).toBe(200)
    expect((await stored(groomer.id)).mail).toHaveLength(1)
    const read = (await (await get(groomer.id, 'email', 'confirmation', headers)).json()) as { template: TemplateView }
    expect(read.template).toMatchObject({ subject: 'Deuxième', body: 'Texte deux', active: false, custom: true })

    const resetAnswer = await reset(groomer.id, 'email', 'confirmation', headers)
    expect(resetAnswer.status).toBe(200)
    expect(((await resetAnswer.json()) as { template: TemplateView }).template).toMatchObject({
      custom: false,
      subject: 'Rendez-vous confirmé le {date} à {heure}',
    })
    expect((await stored(groomer.id)).mail).toHaveLength(0)
  })

  it('SMS and chat templates are separate, and concurrent saves keep one record each', async () => {
    const groomer = await createGroomer(payload)
    const headers = await bearer('users', groomer.email)
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        put(groomer.id, 'sms', 'reminder', headers, { body: `Rappel ${n} : demain {heure}` }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    // Straight to the service, without the session check that spreads the requests out: they do race.
    await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        saveTemplate(groomer, 'sms', 'reminder', { body: `Rappel bis ${n}`, active: true }),
      ),
    )
    expect((await put(groomer.id, 'chat', 'reminder', headers, { body: 'Chat : demain {heure}' })).status).toBe(200)
    const { message } = await stored(groomer.id)
    expect(message.map((doc) => doc.channel).sort()).toEqual(['chat', 'sms'])
    expect((await reset(groomer.id, 'sms', 'reminder', headers)).status).toBe(200)
    expect((await stored(groomer.id)).message.map((doc) => doc.channel)).toEqual(['chat'])
  })
})

describe('bad input changes nothing', () => {
  it('unknown variables are named in a French error beside their field', async () => {
    const groomer = await createGroomer(payload)
    const headers = await bearer('users', groomer.email)
    const response = await put(groomer.id, 'email', 'confirmation', headers, {
      subject: 'RDV le {jour}',
      body: 'Bonjour {client} et {prenom}, {raison}',
    })
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { error: string; fields: Record<string, string> }
    expect(answer.fields.subject).toBe('Variable inconnue : {jour}. Utilisez une variable de la liste.')
    expect(answer.fields.body).toBe('Variables inconnues : {client}, {raison}. Utilisez des variables de la liste.')
    expect((await stored(groomer.id)).mail).toHaveLength(0)
  })

  it('missing subject or text, a too long SMS, malformed JSON: 400; unknown channel or purpose: 404', async () => {
    const groomer = await createGroomer(payload)
    const headers = await bearer('users', groomer.email)
    expect(await (await put(groomer.id, 'email', 'refusal', headers, { body: 'x' })).json()).toMatchObject({
      fields: { subject: 'L’objet de l’e-mail est obligatoire.' },
    })
    expect(await (await put(groomer.id, 'sms', 'refusal', headers, { body: '   ' })).json()).toMatchObject({
      fields: { body: 'Le texte du message est obligatoire.' },
    })
    expect((await put(groomer.id, 'sms', 'refusal', headers, { body: 'x'.repeat(641) })).status).toBe(400)
    expect((await put(groomer.id, 'sms', 'refusal', headers, { body: 'x', active: 'oui' })).status).toBe(400)
    expect((await put(groomer.id, 'email', 'refusal', headers, '{pas du json')).status).toBe(400)
    expect((await put(groomer.id, 'fax', 'refusal', headers, { body: 'x' })).status).toBe(404)
    expect((await get(groomer.id, 'email', 'anniversaire', headers)).status).toBe(404)
    expect(await stored(groomer.id)).toEqual({ mail: [], message: [] })
  })
})

describe('access', () => {
  it('no token or an attendee token: 401; another groomer’s id: 404, and their templates are untouched', async () => {
    const [owner, stranger, attendee] = await Promise.all([
      createGroomer(payload),
      createGroomer(payload),
      createAttendee(payload),
    ])
    const ownerHeaders = await bearer('users', owner.email)
    expect(
      (await put(owner.id, 'email', 'refusal', ownerHeaders, { subject: 'Désolée', body: 'Non : {raison}' })).status,
    ).toBe(200)
    const body = { subject: 'Piraté', body: 'Piraté' }
    for (const headers of [{}, await bearer('attendees', attendee.email)]) {
      expect((await list(owner.id, headers)).status).toBe(401)
      expect((await get(owner.id, 'email', 'refusal', headers)).status).toBe(401)
      expect((await put(owner.id, 'email', 'refusal', headers, body)).status).toBe(401)
      expect((await reset(owner.id, 'email', 'refusal', headers)).status).toBe(401)
    }
    const strangerHeaders = await bearer('users', stranger.email)
    expect((await list(owner.id, strangerHeaders)).status).toBe(404)
    expect((await get(owner.id, 'email', 'refusal', strangerHeaders)).status).toBe(404)
    expect((await put(owner.id, 'email', 'refusal', strangerHeaders, body)).status).toBe(404)
    expect((await reset(owner.id, 'email', 'refusal', strangerHeaders)).status).toBe(404)
    expect((await stored(owner.id)).mail).toMatchObject([{ subject: 'Désolée', body: 'Non : {raison}' }])
    expect((await stored(stranger.id)).mail).toHaveLength(0)
    // The stranger's own list shows defaults, never the owner's wording.
    const { templates } = (await (await list(stranger.id, strangerHeaders)).json()) as { templates: TemplateView[] }
    expect(templates.some((template) => template.subject === 'Désolée')).toBe(false)
  })
})

async function booked() {
  const { groomer, motive } = await bookableGroomer(payload)
  const attendee = await verifiedAttendee(payload)
  const appointment = await createBooking(attendee, {
    groomer: groomer.id,
    motive: motive.id,
    start: nextWeekday(2, 10),
    pet: PET,
    note: '',
  })
  return { groomer, attendee, appointment, headers: await bearer('users', groomer.email) }
}
const act = (reference: string, action: string, headers: Record<string, string>, body: unknown = {}) =>
  appointmentAction(
    jsonRequest(`/api/v1/appointments/${reference}/${action}`, body, { headers }),
    params({ reference, action }),
  )

describe('the e-mails sent use the groomer’s template', () => {
  it('the next confirmation has the edited subject and body (substituted, escaped) with its .ics and links', async () => {
    const { groomer, attendee, appointment, headers } = await booked()
    const saved = await put(groomer.id, 'email', 'confirmation', headers, {
      subject: 'C’est noté {prenom} : {date} à {heure}',
      body: 'Coucou {prenom} <3\n{animal} est attendu pour {motif}.\n\nÀ {adresse}',
    })
    expect(saved.status).toBe(200)
    expect((await act(appointment.reference, 'validate', headers)).status).toBe(200)
    const [mail] = await outboxTo(attendee.email)
    expect(mail.subject).toMatch(/^C’est noté Paul : [a-z]+ \d{1,2} [a-zéû]+ \d{4} à 10:00$/)
    expect(mail.html).toContain('Coucou Paul &lt;3<br/>Filou est attendu pour Toilettage complet.')
    expect(mail.html).toContain('À 3 rue des Lilas, 75011')
    expect(mail.html).not.toContain('a validé votre rendez-vous')
    expect(mail.html).toContain('Google Agenda')
    expect(mail.html).toContain(`/appointments/${appointment.reference}`)
    const attachments = (mail.meta as { attachments: { filename: string; content: string }[] }).attachments
    expect(attachments[0]).toMatchObject({
      filename: 'rendez-vous.ics',
      content: expect.stringContaining(`UID:${appointment.reference}@`),
    })
  })

  it('without a template, or with it switched off, the default wording is sent', async () => {
    const first = await booked()
    expect((await act(first.appointment.reference, 'validate', first.headers)).status).toBe(200)
    const [defaultMail] = await outboxTo(first.attendee.email)
    expect(defaultMail.subject).toMatch(/^Rendez-vous confirmé le [a-z]+ \d{1,2} [a-zéû]+ \d{4} à 10:00$/)
    expect(defaultMail.html).toContain('a validé votre rendez-vous')

    const second = await booked()
    await put(second.groomer.id, 'email', 'confirmation', second.headers, {
      subject: 'Inactif {prenom}',
      body: 'Inactif',
      active: false,
    })
    expect((await act(second.appointment.reference, 'validate', second.headers)).status).toBe(200)
    expect((await outboxTo(second.attendee.email))[0].subject).toMatch(/^Rendez-vous confirmé le /)
  })

  it('the refusal uses the template with {raison}; a cancellation tells the customer in the groomer’s wording', async () => {
    const refused = await booked()
    await put(refused.groomer.id, 'email', 'refusal', refused.headers, {
      subject: 'Pas possible le {date}',
      body: 'Désolée {prenom} : {raison}',
    })
    expect(
      (await act(refused.appointment.reference, 'refuse', refused.headers, { reason: 'Complet & fermé' })).status,
    ).toBe(200)
    const [refusal] = await outboxTo(refused.attendee.email)
    expect(refusal.subject).toMatch(/^Pas possible le /)
    expect(refusal.html).toContain('Désolée Paul : Complet &amp; fermé')

    const cancelled = await booked()
    await put(cancelled.groomer.id, 'email', 'cancellation', cancelled.headers, {
      subject: 'Annulé : {motif}',
      body: 'Bien noté {prenom}, à une prochaine fois.',
    })
    expect(
      (await act(cancelled.appointment.reference, 'cancel', await bearer('attendees', cancelled.attendee.email)))
        .status,
    ).toBe(200)
    const [toAttendee] = await outboxTo(cancelled.attendee.email)
    expect(toAttendee).toMatchObject({ subject: 'Annulé : Toilettage complet' })
    expect(toAttendee.html).toContain('Bien noté Paul, à une prochaine fois.')
    expect((await outboxTo(cancelled.groomer.email))[0].subject).toMatch(/^Rendez-vous annulé/)
  })

  it('a cancellation by the groomer e-mails the customer (default wording) but not the groomer', async () => {
    const { groomer, attendee, appointment } = await booked()
    const before = (await outboxTo(groomer.email)).length
    await payload.update({
      collection: 'appointments',
      id: appointment.id,
      overrideAccess: true,
      data: { status: 'cancelled', cancelledBy: 'groomer', cancelledAt: new Date().toISOString() },
    })
    await afterAppointmentChange(appointment.id, { kind: 'cancelled' })
    const [mail] = await outboxTo(attendee.email)
    expect(mail.subject).toMatch(/^Rendez-vous du [a-z]+ \d{1,2} [a-zéû]+ \d{4} annulé$/)
    expect(mail.html).toContain('Reprendre rendez-vous')
    expect(await outboxTo(groomer.email)).toHaveLength(before)
  })

  it('a hand-made appointment’s customer (name typed by the groomer, e-mail given) gets the cancellation', async () => {
    const { groomer, motive } = await bookableGroomer(payload)
    const start = nextWeekday(3, 15)
    const appointment = await payload.create({
      collection: 'appointments',
      overrideAccess: true,
      data: {
        reference: `RDV-MAIN-${Date.now()}`,
        groomer: groomer.id,
        motive: motive.id,
        source: 'groomer',
        customerName: 'Marie Curie Sklodowska',
        attendeeEmails: [`marie-${Date.now()}@test.fr`],
        timezone: 'Europe/Paris',
        kind: 'salon',
        start,
        end: new Date(new Date(start).getTime() + 3_600_000).toISOString(),
        status: 'cancelled',
        cancelledBy: 'groomer',
      },
    })
    await payload.create({
      collection: 'mail-templates',
      overrideAccess: true,
      data: {
        groomer: groomer.id,
        purpose: 'cancellation',
        subject: 'Annulation pour {nom}',
        body: 'Chère {prenom} {nom},\nannulé.',
      },
    })
    await afterAppointmentChange(appointment.id, { kind: 'cancelled' })
    const [mail] = await outboxTo(appointment.attendeeEmails?.[0] ?? '')
    expect(mail.subject).toBe('Annulation pour Curie Sklodowska')
    expect(mail.html).toContain('Chère Marie Curie Sklodowska,<br/>annulé.')
  })

  it('renderTemplate gives the reminder SMS, the groomer’s or the default, with the appointment’s values', async () => {
    const { groomer, appointment, headers } = await booked()
    expect((await renderTemplate('reminder', 'sms', appointment.id)).body).toMatch(
      /^Rappel : RDV demain à 10:00 chez Léa Test, 3 rue des Lilas/,
    )
    await put(groomer.id, 'sms', 'reminder', headers, { body: '{animal} demain {heure} ! {telephone}' })
    expect(await renderTemplate('reminder', 'sms', appointment.id)).toEqual({
      subject: null,
      body: 'Filou demain 10:00 ! 01 23 45 67 89',
      custom: true,
    })
    expect((await renderTemplate('reminder', 'chat', appointment.id)).custom).toBe(false)
  })

  it('the wordings a drain reads for several groomers at once are exactly those each message reads alone', async () => {
    const worded = await booked()
    const plain = await booked()
    await put(worded.groomer.id, 'email', 'confirmation', worded.headers, {
      subject: 'Oui {prenom}',
      body: 'Vu {date}',
    })
    await put(worded.groomer.id, 'sms', 'requested', worded.headers, { body: 'Reçu {animal}' })
    await put(worded.groomer.id, 'chat', 'reminder', worded.headers, { body: 'Demain {heure}' })
    await put(worded.groomer.id, 'email', 'refusal', worded.headers, {
      subject: 'Non',
      body: 'Non {raison}',
      active: false,
    })
    const wordings = await activeWordingsOf([worded.groomer.id, plain.groomer.id])
    const values = { prenom: 'Paul', date: 'mardi 3 mars 2026', animal: 'Filou', heure: '10:00', raison: 'complet' }
    let custom = 0
    for (const { groomer } of [worded, plain])
      for (const channel of TEMPLATE_CHANNELS)
        for (const purpose of TEMPLATE_PURPOSES) {
          const alone = await renderWithValues(groomer.id, purpose, channel, values)
          expect(await renderWithValues(groomer.id, purpose, channel, values, wordings.get(groomer.id))).toEqual(alone)
          if (alone.custom) custom++
        }
    expect(custom).toBe(3)
    expect(
      (await renderWithValues(worded.groomer.id, 'confirmation', 'email', values, wordings.get(worded.groomer.id)))
        .subject,
    ).toBe('Oui Paul')
  })
})
