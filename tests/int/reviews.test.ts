import { DateTime } from 'luxon'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as postReply } from '../../src/app/api/v1/reviews/[id]/reply/route'
import { POST as postReport } from '../../src/app/api/v1/reviews/[id]/report/route'
import { POST as postReview } from '../../src/app/api/v1/reviews/route'
import { GET as getSchemaRating } from '../../src/app/api/v1/schema-rating/route'
import { groomerJsonLd } from '../../src/server/groomers/jsonLd'
import { findGroomerProfile } from '../../src/server/groomers/profile'
import { JOBS } from '../../src/server/jobs/registry'
import { runJob } from '../../src/server/jobs/runner'
import type { Job } from '../../src/server/jobs/types'
import type { Review } from '../../src/payload-types'
import { readReviewLink, signReviewLink } from '../../src/server/reviews/reviewLink'
import { moderationFigures } from '../../src/server/reviews/moderationQueue'
import { groomerRating, publishedReviews, ratingsOf } from '../../src/server/reviews/publicReviews'
import { sendReviewRequests } from '../../src/server/reviews/request'
import { bookableGroomer, uniqueMobile, verifiedAttendee } from './helpers/booking'
import { bearerOf } from './helpers/sessions'
import { getTestPayload } from './helpers/payload'
import { createAdmin, createAppointment } from '../../scripts/lib/people'
import { getRequest, jsonRequest } from './helpers/requests'
import { outboxInOrder } from './helpers/records'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const PARIS = 'Europe/Paris'
const iso = (time: DateTime) => time.toUTC().toISO() as string
/** 11:00 in Paris today: requests go out from 10:00. */
const lateMorning = () => DateTime.now().setZone(PARIS).set({ hour: 11, minute: 0, second: 0, millisecond: 0 })
const requestsTo = async (email: string) =>
  (await outboxInOrder(email, 'email')).filter((mail) => (mail.subject ?? '').startsWith('Votre avis sur'))

/** A confirmed appointment `daysAgo` days before today (Paris, 10:00–11:00), marked finished that evening. */
async function finishedVisit(daysAgo = 1, phone = uniqueMobile()) {
  const { groomer, motive } = await bookableGroomer(payload)
  const attendee = await verifiedAttendee(payload, phone)
  const start = lateMorning().minus({ days: daysAgo }).set({ hour: 10 })
  const appointment = await createAppointment(payload, {
    groomer: groomer.id,
    attendee: attendee.id,
    start: iso(start),
    end: iso(start.plus({ hours: 1 })),
    status: 'confirmed',
  })
  const finished = await payload.update({
    collection: 'appointments',
    id: appointment.id,
    overrideAccess: true,
    data: { motive: motive.id, visitStatus: 'finished', visitStatusAt: iso(start.set({ hour: 18 })) },
  })
  return { groomer, attendee, appointment: finished, phone }
}

const RATINGS = { welcome: 5, petCare: 4, result: 5, value: 4 }
const TEXT = 'Très bon accueil, mon chien est ressorti tout propre et détendu.'
const send = (body: Record<string, unknown>) => postReview(jsonRequest('/api/v1/reviews', body))
const reviewOf = async (appointmentId: number) =>
  (
    await payload.find({
      collection: 'reviews',
      overrideAccess: true,
      depth: 0,
      where: { appointment: { equals: appointmentId } },
    })
  ).docs as Review[]

describe('the review request', () => {
  it('goes out once the day after the visit, from 10:00, by e-mail and SMS, even with two runners and a restart', async () => {
    const { attendee, appointment, phone } = await finishedVisit(1)
    // Before 10:00 in Paris: nothing yet.
    await sendReviewRequests(lateMorning().set({ hour: 8 }).toJSDate())
    expect(await requestsTo(attendee.email)).toHaveLength(0)

    const job = JOBS.find((candidate) => candidate.name === 'review-requests') as Job
    const now = lateMorning().toJSDate()
    await Promise.all([runJob(payload, job, now), runJob(payload, job, now), sendReviewRequests(now)])
    const mails = await requestsTo(attendee.email)
    expect(mails).toHaveLength(1)
    expect(await outboxInOrder(phone, 'sms')).toHaveLength(1)
    const link = /\/avis\/([\w-]+\.[\w-]+)/.exec(mails[0]!.html ?? '')?.[1]
    expect(link).toBeTruthy()
    const grant = readReviewLink(link!, now)
    expect(grant).toMatchObject({ ok: true, grant: { reference: appointment.reference, attendeeId: attendee.id } })
    // Valid 30 days.
    expect(readReviewLink(link!, DateTime.fromJSDate(now).plus({ days: 29 }).toJSDate()).ok).toBe(true)
    expect(readReviewLink(link!, DateTime.fromJSDate(now).plus({ days: 31 }).toJSDate())).toEqual({
      ok: false,
      reason: 'expired',
    })

    // "Restart": a later run sends nothing more.
    await sendReviewRequests(DateTime.fromJSDate(now).plus({ hours: 3 }).toJSDate())
    expect(await requestsTo(attendee.email)).toHaveLength(1)
    expect(await outboxInOrder(phone, 'sms')).toHaveLength(1)
  })

  it('is not sent on the day of the visit, nor for a visit that is not finished, nor for one a week old', async () => {
    const today = await finishedVisit(0)
    const noShow = await finishedVisit(1)
    await payload.update({
      collection: 'appointments',
      id: noShow.appointment.id,
      overrideAccess: true,
      data: { visitStatus: 'no_show' },
    })
    const old = await finishedVisit(9)
    await sendReviewRequests(lateMorning().toJSDate())
    for (const { attendee } of [today, noShow, old]) expect(await requestsTo(attendee.email)).toHaveLength(0)
  })
})

describe('sending a review through the link', () => {
  it('creates one pending review per appointment, flags personal data, and lets the owner edit it for 7 days', async () => {
    const { attendee, appointment, groomer } = await finishedVisit(1)
    const token = signReviewLink(appointment.reference, attendee.id)
    const first = await send({ token, appointment: appointment.reference, ratings: RATINGS, text: TEXT })
    expect(first.status).toBe(200)
    const [created] = await reviewOf(appointment.id)
    expect(created).toMatchObject({
      status: 'pending',
      rating: 4.5,
      authorName: 'Paul C.',
      groomer: groomer.id,
      flags: { profanity: false, personalData: false },
    })

    const edit = await send({
      token,
      appointment: appointment.reference,
      ratings: { ...RATINGS, value: 2 },
      text: `${TEXT} Appelez-moi au 06 12 34 56 78.`,
    })
    expect(edit.status).toBe(200)
    const reviews = await reviewOf(appointment.id)
    expect(reviews).toHaveLength(1)
    expect(reviews[0]).toMatchObject({ rating: 4, flags: { personalData: true } })

    // Past 7 days the review is locked.
    await payload.update({
      collection: 'reviews',
      id: reviews[0]!.id,
      overrideAccess: true,
      data: { editableUntil: new Date(Date.now() - 1000).toISOString() },
    })
    const late = await send({ token, appointment: appointment.reference, ratings: RATINGS, text: TEXT })
    expect(late.status).toBe(409)
    expect((await late.json()).error).toMatch(/ne peut plus être modifié/)
  })

  it('two sends at once still make one review', async () => {
    const { attendee, appointment } = await finishedVisit(1)
    const token = signReviewLink(appointment.reference, attendee.id)
    const answers = await Promise.all(
      [0, 1, 2].map(() => send({ token, appointment: appointment.reference, ratings: RATINGS, text: TEXT })),
    )
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true)
    expect(await reviewOf(appointment.id)).toHaveLength(1)
  })

  it('refuses a forged, an expired or another appointment’s link, and bad input, in French, writing nothing', async () => {
    const { attendee, appointment } = await finishedVisit(1)
    const other = await finishedVisit(1)
    const token = signReviewLink(appointment.reference, attendee.id)
    const [body, signature] = token.split('.')
    const forgedBody = Buffer.from(
      JSON.stringify({ r: other.appointment.reference, t: attendee.id, e: 4_000_000_000 }),
    ).toString('base64url')

    const forged = await send({
      token: `${forgedBody}.${signature}`,
      appointment: other.appointment.reference,
      ratings: RATINGS,
      text: TEXT,
    })
    expect(forged.status).toBe(403)
    expect((await forged.json()).error).toMatch(/lien d’avis n’est pas valide/)
    // One character of the signature changed (never to itself: a signature may start with an x).
    const tampered = `${signature!.startsWith('x') ? 'y' : 'x'}${signature!.slice(1)}`
    expect(
      (await send({ token: `${body}.${tampered}`, appointment: appointment.reference, ratings: RATINGS, text: TEXT }))
        .status,
    ).toBe(403)

    // This appointment's valid link used for the other appointment.
    const reused = await send({ token, appointment: other.appointment.reference, ratings: RATINGS, text: TEXT })
    expect(reused.status).toBe(403)
    expect((await reused.json()).error).toMatch(/ne correspond pas à ce rendez-vous/)
    // A link signed for someone else than the appointment's owner.
    expect(
      (
        await send({
          token: signReviewLink(other.appointment.reference, attendee.id),
          appointment: other.appointment.reference,
          ratings: RATINGS,
          text: TEXT,
        })
      ).status,
    ).toBe(403)

    const expired = await send({
      token: signReviewLink(appointment.reference, attendee.id, new Date(Date.now() - 31 * 86_400_000)),
      appointment: appointment.reference,
      ratings: RATINGS,
      text: TEXT,
    })
    expect(expired.status).toBe(410)
    expect((await expired.json()).error).toMatch(/a expiré/)

    const bad = await send({
      token,
      appointment: appointment.reference,
      ratings: { ...RATINGS, welcome: 6 },
      text: 'Trop court',
    })
    expect(bad.status).toBe(400)
    const answer = await bad.json()
    expect(answer.fields).toMatchObject({
      'ratings.welcome': expect.stringMatching(/de 1 à 5/),
      text: expect.stringMatching(/au moins 20 caractères/),
    })
    expect(await reviewOf(appointment.id)).toHaveLength(0)
    expect(await reviewOf(other.appointment.id)).toHaveLength(0)
  })

  it('refuses an appointment that is not finished', async () => {
    const { attendee, appointment } = await finishedVisit(1)
    await payload.update({
      collection: 'appointments',
      id: appointment.id,
      overrideAccess: true,
      data: { visitStatus: 'no_show' },
    })
    const answer = await send({
      token: signReviewLink(appointment.reference, attendee.id),
      appointment: appointment.reference,
      ratings: RATINGS,
      text: TEXT,
    })
    expect(answer.status).toBe(409)
  })

  it('the owner cannot publish their own review nor change whose it is', async () => {
    const { attendee, appointment } = await finishedVisit(1)
    await send({
      token: signReviewLink(appointment.reference, attendee.id),
      appointment: appointment.reference,
      ratings: RATINGS,
      text: TEXT,
    })
    const [review] = await reviewOf(appointment.id)
    const user = { ...attendee, collection: 'attendees' as const }
    const after = await payload.update({
      collection: 'reviews',
      id: review!.id,
      user,
      overrideAccess: false,
      data: { status: 'published', groomer: 1, text: `${TEXT} (modifié)` } as never,
    })
    expect(after.status).toBe('pending')
    expect((await reviewOf(appointment.id))[0]).toMatchObject({ status: 'pending', groomer: review!.groomer })
  })
})

describe('moderation', () => {
  async function pendingReview(text = TEXT) {
    const visit = await finishedVisit(1)
    await send({
      token: signReviewLink(visit.appointment.reference, visit.attendee.id),
      appointment: visit.appointment.reference,
      ratings: RATINGS,
      text,
    })
    const [review] = await reviewOf(visit.appointment.id)
    return { ...visit, review: review! }
  }
  const outcomeMails = async (email: string) =>
    (await outboxInOrder(email, 'email')).filter((mail) =>
      /^Votre avis sur .* (est publié|n’a pas été publié)$/.test(mail.subject ?? ''),
    )

  it('an admin publishes: the owner is told, the review is public', async () => {
    const admin = await createAdmin(payload)
    const { attendee, review } = await pendingReview()
    expect(
      (await payload.find({ collection: 'reviews', overrideAccess: false, where: { id: { equals: review.id } } })).docs,
    ).toHaveLength(0)
    await payload.update({
      collection: 'reviews',
      id: review.id,
      user: admin,
      overrideAccess: false,
      data: { status: 'published' },
    })
    const [mail] = await outcomeMails(attendee.email)
    expect(mail?.subject).toMatch(/est publié$/)
    const visible = await payload.find({
      collection: 'reviews',
      overrideAccess: false,
      where: { id: { equals: review.id } },
    })
    expect(visible.docs[0]).toMatchObject({ status: 'published', text: TEXT })
    // An anonymous reader sees neither who wrote it (the account) nor the moderation flags.
    expect(visible.docs[0]).not.toHaveProperty('attendee')
    expect(visible.docs[0]).not.toHaveProperty('flags')
    expect(visible.docs[0]?.publishedAt).toBeTruthy()
  })

  it('an admin refuses with a reason from the list: the owner gets the reason; no reason, no refusal', async () => {
    const admin = await createAdmin(payload)
    const { attendee, review } = await pendingReview('Ce toiletteur est un connard, je ne reviendrai jamais chez lui.')
    expect(review.flags?.profanity).toBe(true)
    await expect(
      payload.update({
        collection: 'reviews',
        id: review.id,
        user: admin,
        overrideAccess: false,
        data: { status: 'refused' },
      }),
    ).rejects.toThrow()
    expect(await outcomeMails(attendee.email)).toHaveLength(0)
    await payload.update({
      collection: 'reviews',
      id: review.id,
      user: admin,
      overrideAccess: false,
      data: { status: 'refused', refusalReason: 'abusive' },
    })
    const [mail] = await outcomeMails(attendee.email)
    expect(mail?.subject).toMatch(/n’a pas été publié$/)
    expect(mail?.text).toContain('Propos injurieux')
    expect(
      (await payload.find({ collection: 'reviews', overrideAccess: false, where: { id: { equals: review.id } } })).docs,
    ).toHaveLength(0)
  })

  it('a groomer cannot moderate, even their own reviews', async () => {
    const { groomer, review } = await pendingReview()
    const after = await payload.update({
      collection: 'reviews',
      id: review.id,
      user: groomer,
      overrideAccess: false,
      data: { status: 'published' },
    })
    expect(after.status).toBe('pending')
  })
})

describe('public rating', () => {
  const schemaRating = async () =>
    (await getSchemaRating(getRequest('/api/v1/schema-rating'))).json() as Promise<{
      ratingValue: number | null
      reviewCount: number
    }>

  it('schema-rating, the profile’s JSON-LD and reviews, the city ratings and the queue change when a review is published', async () => {
    const admin = await createAdmin(payload)
    const visit = await finishedVisit(1)
    await send({
      token: signReviewLink(visit.appointment.reference, visit.attendee.id),
      appointment: visit.appointment.reference,
      ratings: { welcome: 5, petCare: 5, result: 4, value: 4 },
      text: TEXT,
    })
    const [review] = await reviewOf(visit.appointment.id)
    const profile = (await findGroomerProfile((visit.groomer as unknown as { uri: string }).uri))!

    const before = await schemaRating()
    const queueBefore = await moderationFigures(payload)
    expect(queueBefore.pendingReviews).toBeGreaterThanOrEqual(1)
    expect(queueBefore.oldestPendingHours).not.toBeNull()
    // Pending: nothing public yet.
    expect(
      groomerJsonLd(profile, {
        rating: await groomerRating(visit.groomer.id),
        reviews: (await publishedReviews(visit.groomer.id)).reviews,
      }),
    ).not.toHaveProperty('aggregateRating')
    expect((await ratingsOf([visit.groomer.id])).get(visit.groomer.id)).toBeUndefined()

    await payload.update({
      collection: 'reviews',
      id: review!.id,
      user: admin,
      overrideAccess: false,
      data: { status: 'published' },
    })

    const after = await schemaRating()
    expect(after.reviewCount).toBe(before.reviewCount + 1)
    expect(after.ratingValue).toEqual(expect.any(Number))
    expect((await moderationFigures(payload)).pendingReviews).toBe(queueBefore.pendingReviews - 1)
    const rating = await groomerRating(visit.groomer.id)
    expect(rating).toEqual({ average: 4.5, count: 1, criteria: { welcome: 5, petCare: 5, result: 4, value: 4 } })
    const { reviews } = await publishedReviews(visit.groomer.id)
    const jsonLd = groomerJsonLd(profile, { rating, reviews })
    expect(jsonLd).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 1, bestRating: 5, worstRating: 1 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Paul C.' },
          reviewBody: TEXT,
          reviewRating: { ratingValue: 4.5 },
        },
      ],
    })
    expect((await ratingsOf([visit.groomer.id])).get(visit.groomer.id)).toEqual({ average: 4.5, count: 1 })

    // The groomer's reply shows once an admin published it, not before.
    await payload.update({
      collection: 'reviews',
      id: review!.id,
      user: visit.groomer,
      overrideAccess: false,
      data: { reply: { text: 'Merci beaucoup, à bientôt !' } },
    })
    expect((await publishedReviews(visit.groomer.id)).reviews[0]?.reply).toBeNull()
    await payload.update({
      collection: 'reviews',
      id: review!.id,
      user: admin,
      overrideAccess: false,
      data: { reply: { status: 'published' } },
    })
    expect((await publishedReviews(visit.groomer.id)).reviews[0]?.reply).toMatchObject({
      text: 'Merci beaucoup, à bientôt !',
    })
  })
})

describe('the groomer’s reply and report', () => {
  const replyTo = (id: number, text: unknown, headers: Record<string, string>) =>
    postReply(jsonRequest(`/api/v1/reviews/${id}/reply`, { text }, { headers }), {
      params: Promise.resolve({ id: String(id) }),
    })
  const report = (id: number, reason: unknown, headers: Record<string, string>) =>
    postReport(jsonRequest(`/api/v1/reviews/${id}/report`, { reason }, { headers }), {
      params: Promise.resolve({ id: String(id) }),
    })

  async function publishedReview() {
    const admin = await createAdmin(payload)
    const visit = await finishedVisit(1)
    await send({
      token: signReviewLink(visit.appointment.reference, visit.attendee.id),
      appointment: visit.appointment.reference,
      ratings: RATINGS,
      text: TEXT,
    })
    const [review] = await reviewOf(visit.appointment.id)
    await payload.update({
      collection: 'reviews',
      id: review!.id,
      user: admin,
      overrideAccess: false,
      data: { status: 'published' },
    })
    return { ...visit, admin, review: review!, auth: await bearerOf(payload, 'users', visit.groomer.email as string) }
  }

  it('replies once, the reply waits for moderation; a second reply, another groomer and bad input are refused', async () => {
    const { review, auth } = await publishedReview()
    const other = await finishedVisit(1)
    const otherAuth = await bearerOf(payload, 'users', other.groomer.email as string)
    expect((await replyTo(review.id, 'Merci !', otherAuth)).status).toBe(404)
    const empty = await replyTo(review.id, ' ', auth)
    expect(empty.status).toBe(400)
    expect((await empty.json()).fields.text).toMatch(/Écrivez votre réponse/)

    const answers = await Promise.all([
      replyTo(review.id, 'Merci pour votre visite !', auth),
      replyTo(review.id, 'Une autre réponse', auth),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const [stored] = await reviewOf(review.appointment as number)
    expect(stored?.reply).toMatchObject({ status: 'pending' })
    expect(['Merci pour votre visite !', 'Une autre réponse']).toContain(stored?.reply?.text)
    const again = await replyTo(review.id, 'Encore une', auth)
    expect(again.status).toBe(409)
    expect((await again.json()).error).toMatch(/une seule réponse/)
    expect((await moderationFigures(payload)).pendingReplies).toBeGreaterThanOrEqual(1)
  })

  it('the admins’ decision on the reply is e-mailed to the groomer, with the reason of a refusal', async () => {
    const { review, auth, admin, groomer } = await publishedReview()
    expect((await replyTo(review.id, 'Merci, appelez-moi au 06 12 34 56 78 !', auth)).status).toBe(200)
    const replyMails = async () =>
      (await outboxInOrder(groomer.email as string, 'email')).filter((mail) =>
        (mail.subject ?? '').startsWith('Votre réponse à l’avis'),
      )
    expect(await replyMails()).toHaveLength(0)

    await payload.update({
      collection: 'reviews',
      id: review.id,
      user: admin,
      overrideAccess: false,
      data: { reply: { status: 'refused', refusalReason: 'personal-data' } },
    })
    const [refused] = await replyMails()
    expect(refused?.subject).toMatch(/n’a pas été publiée$/)
    expect(refused?.text).toContain('Contient des données personnelles')
    expect(refused?.html).toContain('/user/avis')
  })

  it('reports a review for the admins; once', async () => {
    const { review, auth } = await publishedReview()
    expect((await report(review.id, 'Ce client n’est jamais venu au salon.', auth)).status).toBe(200)
    const [stored] = await reviewOf(review.appointment as number)
    expect(stored?.report?.reportedAt).toBeTruthy()
    expect(stored?.report?.reason).toBe('Ce client n’est jamais venu au salon.')
    // Still published: a report asks for a second look, it does not hide the review.
    expect(stored?.status).toBe('published')
    expect((await report(review.id, 'Je le signale une deuxième fois.', auth)).status).toBe(409)
  })
})
