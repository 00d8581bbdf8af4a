/**
 * Verified reviews for the demo: owners who went to the demo groomer and a few other Paris groomers,
 * each with a finished appointment and its review (most published, a few waiting for moderation),
 * so profiles, city cards, the schema rating and the admin queue show real figures.
 */
import { DateTime } from 'luxon'
import type { Payload } from 'payload'

import { authorNameOf, REVIEW_CRITERIA } from '../../src/server/reviews/rules'
import { DEMO_GROOMER } from './accounts'
import { createRandom, SEED } from './random'
import { ensureByKey, type EnsureResult } from './upsert'

const ZONE = 'Europe/Paris'
const REVIEWER_PASSWORD = 'demo-avis-2026'

export const REVIEWERS = [
  ['Sophie', 'Lambert'],
  ['Thomas', 'Girard'],
  ['Nadia', 'Benali'],
  ['Lucas', 'Moreau'],
  ['Claire', 'Fontaine'],
  ['Hugo', 'Petit'],
  ['Inès', 'Roux'],
  ['Marc', 'Lefèvre'],
] as const

const TEXTS = [
  'Accueil chaleureux et très professionnel. Mon caniche est ressorti magnifique, coupe exactement comme demandé.',
  'Ma chienne est d’habitude stressée chez le toiletteur, ici elle est restée calme. Résultat impeccable, je reviendrai.',
  'Rendez-vous à l’heure, explications claires sur l’état du pelage et conseils pour l’entretien à la maison. Merci !',
  'Très bon travail sur un pelage très emmêlé, sans tondre à ras. Un peu d’attente à la récupération.',
  'Prix correct pour la qualité, mon chat a été manipulé avec beaucoup de douceur. Je recommande.',
  'Bon toilettage dans l’ensemble, mais la coupe des oreilles est un peu courte à mon goût.',
  'Équipe adorable, salon propre, et mon westie sent bon pendant une semaine. Parfait.',
  'Prise en charge rapide, bain et séchage soignés. Le rapport qualité-prix est très bon pour le quartier.',
]

const REPLIES = [
  'Merci beaucoup pour votre retour, au plaisir de revoir votre compagnon !',
  'Merci pour votre message. Nous avons noté votre remarque sur la coupe des oreilles pour la prochaine fois.',
]

/** Reviews per groomer, demo groomer first. */
const PLAN = [6, 4, 3, 5, 2, 3, 1, 4]
/** The reviews waiting for moderation (groomer-review), and how many hours ago they were sent. */
const PENDING = new Map([
  ['0-0', 5],
  ['0-1', 19],
  ['3-0', 30],
])

/** The nearest Tuesday–Friday on or before `from`. */
function workdayBefore(from: DateTime): DateTime {
  let day = from.startOf('day')
  while (day.weekday < 2 || day.weekday > 5) day = day.minus({ days: 1 })
  return day
}

async function reviewedGroomers(payload: Payload): Promise<{ id: number; cityId: number | null }[]> {
  const demo = await payload.find({
    collection: 'users',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    where: { uri: { equals: DEMO_GROOMER.uri } },
    select: { city: true },
  })
  const cityId = (demo.docs[0]?.city as number | undefined) ?? null
  if (!demo.docs[0] || cityId === null) return []
  const others = await payload.find({
    collection: 'users',
    overrideAccess: true,
    depth: 0,
    limit: PLAN.length - 1,
    sort: 'id',
    where: {
      and: [{ city: { equals: cityId } }, { published: { equals: true } }, { id: { not_equals: demo.docs[0].id } }],
    },
    select: { city: true },
  })
  return [demo.docs[0], ...others.docs].map((doc) => ({ id: doc.id, cityId }))
}

export async function seedDemoReviews(
  payload: Payload,
  now: Date,
): Promise<{ attendees: number; appointments: number; reviews: number }> {
  const random = createRandom(SEED + 7)
  const reviewers = await ensureByKey(
    payload,
    'attendees',
    'email',
    REVIEWERS.map(([firstName, lastName], index) => ({
      key: `avis-${index + 1}@example.fr`,
      data: {
        email: `avis-${index + 1}@example.fr`,
        password: REVIEWER_PASSWORD,
        firstName,
        lastName,
        termsAcceptedAt: now.toISOString(),
      },
    })),
  )
  const groomers = await reviewedGroomers(payload)
  const today = DateTime.fromJSDate(now, { zone: ZONE })
  type Planned = {
    key: string
    groomerId: number
    attendeeId: number
    start: DateTime
    pendingHours: number | null
    index: number
  }
  const planned: Planned[] = groomers.flatMap((groomer, g) =>
    Array.from({ length: PLAN[g] ?? 0 }, (_, i) => ({
      // The appointment page's reference shape (RDV-XXXX-XXXX-XXXX): its « Détails » links must open.
      key: `RDV-AVIS-${String(g + 1).padStart(4, '0')}-${String(i + 1).padStart(4, '0')}`,
      groomerId: groomer.id,
      attendeeId: reviewers.ids.get(`avis-${((g + i) % REVIEWERS.length) + 1}@example.fr`) ?? 0,
      // Newest first: the pending ones were sent a day or two ago.
      start: workdayBefore(today.minus({ days: 2 + i * 9 + g })).set({ hour: 9 + (i % 3) * 2 }),
      pendingHours: PENDING.get(`${g}-${i}`) ?? null,
      index: g * 10 + i,
    })),
  )
  const appointments: EnsureResult = await ensureByKey(
    payload,
    'appointments',
    'reference',
    planned.map((visit) => {
      const end = visit.start.plus({ hours: 1 })
      return {
        key: visit.key,
        data: {
          reference: visit.key,
          groomer: visit.groomerId,
          attendee: visit.attendeeId,
          title: 'Toilettage complet',
          timezone: ZONE,
          start: visit.start.toUTC().toISO() ?? '',
          end: end.toUTC().toISO() ?? '',
          status: 'confirmed' as const,
          kind: 'salon' as const,
          visitStatus: 'finished' as const,
          visitStatusAt: end.toUTC().toISO() ?? '',
          // Already asked: the review-requests job leaves the demo visits alone.
          reviewRequestSentAt: end.plus({ days: 1 }).toUTC().toISO() ?? '',
        },
      }
    }),
  )
  const existing = await payload.find({
    collection: 'reviews',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { appointment: true },
    where: { appointment: { in: [...appointments.ids.values()] } },
  })
  const reviewed = new Set(existing.docs.map((doc) => doc.appointment as number))
  let created = 0
  for (const visit of planned) {
    const appointmentId = appointments.ids.get(visit.key)
    if (!appointmentId || reviewed.has(appointmentId)) continue
    const [firstName, lastName] = REVIEWERS[(visit.index + Math.floor(visit.index / 10)) % REVIEWERS.length]!
    // Mostly 4s and 5s, now and then a 3.
    const ratings = Object.fromEntries(
      REVIEW_CRITERIA.map(({ name }) => [name, random.chance(0.15) ? 3 : random.chance(0.55) ? 5 : 4]),
    ) as Record<(typeof REVIEW_CRITERIA)[number]['name'], number>
    const pending = visit.pendingHours !== null
    const submittedAt = pending
      ? today.minus({ hours: visit.pendingHours ?? 0 })
      : visit.start.plus({ days: 1, hours: 2 })
    const replied = !pending && visit.index % 3 === 0
    await payload.create({
      collection: 'reviews',
      overrideAccess: true,
      depth: 0,
      data: {
        appointment: appointmentId,
        groomer: visit.groomerId,
        attendee: visit.attendeeId,
        authorName: authorNameOf(firstName, lastName),
        visitDate: visit.start.toUTC().toISO() ?? '',
        ratings,
        text: TEXTS[visit.index % TEXTS.length]!,
        status: pending ? 'pending' : 'published',
        submittedAt: submittedAt.toUTC().toISO() ?? '',
        ...(pending
          ? {}
          : {
              moderatedAt: submittedAt.plus({ hours: 20 }).toUTC().toISO(),
              publishedAt: submittedAt.plus({ hours: 20 }).toUTC().toISO(),
            }),
        ...(replied
          ? {
              reply: {
                text: REPLIES[visit.index % REPLIES.length],
                status: 'published' as const,
                repliedAt: submittedAt.plus({ days: 2 }).toUTC().toISO(),
              },
            }
          : {}),
      },
    })
    created += 1
  }
  return { attendees: reviewers.created, appointments: appointments.created, reviews: created }
}
