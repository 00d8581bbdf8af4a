import type pg from 'pg'

import { withoutIndexes } from './bulkLoad'
import { type MarketPlan, ZONE } from './plan'

/**
 * The market's appointments, generated inside PostgreSQL. Each groomer gets between half and one
 * and a half times the average, spread evenly over the working days of the period (Monday to
 * Saturday, one start per hour from 9:00 to 16:00, never two on one hour: the exclusion constraint
 * holds), around one week of holidays in the past; each with one of the groomer's regular customers
 * and motives. Past ones are mostly done (3 % no-shows), some cancelled, refused or expired; the next
 * two weeks hold pending requests; reminders and review requests are marked sent where the jobs
 * would have sent them, so a job run at seed time finds what a real one would.
 */

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** An odd multiplier: `key × it mod 2⁶⁰` is a bijection, so every reference differs. */
const SCRAMBLE = '1140071481932319845'

/** `key × SCRAMBLE mod 2⁶⁰`, computed once per row. */
const scrambled = (key: string) => `((${key})::numeric * ${SCRAMBLE} % 1152921504606846976)::bigint`

/** `RDV-XXXX-XXXX-XXXX` from a scrambled key (60 bits written in the site's 32 letters). */
function referenceOf(bits: string) {
  const char = (k: number) => `substr('${REFERENCE_ALPHABET}', ((${bits} >> ${5 * k}) & 31)::int + 1, 1)`
  const group = (from: number) => [0, 1, 2, 3].map((k) => char(from + k)).join(' || ')
  return `'RDV-' || ${group(0)} || '-' || ${group(4)} || '-' || ${group(8)}`
}

export async function seedAppointments(db: pg.Client, plan: MarketPlan) {
  const perGroomer = plan.appointments / plan.groomers
  const usableSlots = (plan.workingDays - 6) * 8
  if (perGroomer * 1.5 > usableSlots / 3)
    throw new Error('Trop de rendez-vous pour la période : réduisez la taille du marché.')
  const weeksBehind = Math.floor(plan.todayIndex / 6)
  // Each groomer: their count, the working-day index of their past week of holidays.
  await db.query(
    `create temp table market_agenda on commit drop as
     select g.i as gi, g.id as groomer_id, floor($1::float8 * (0.5 + pg_temp.rnd(g.i, 40)))::int as count,
       6 * floor(pg_temp.rnd(g.i, 41) * greatest(1, $2::int - 2))::int as holiday_day,
       g.address || ', ' || coalesce(g.postcode || ' ', '') || g.city_name as location
     from market_groomers g`,
    [perGroomer, weeksBehind],
  )
  await db.query(
    `insert into "holidays" ("groomer_id", "from", "to", "label", "created_at", "updated_at")
     select groomer_id, (($1::date + (holiday_day / 6) * 7)::timestamp at time zone $2),
       (($1::date + (holiday_day / 6) * 7 + 6)::timestamp at time zone $2), 'Congés', $3::timestamptz, $3::timestamptz
     from market_agenda order by gi`,
    [plan.firstDay, ZONE, plan.now],
  )
  const motives = await motivesPerGroomer(db)
  await withoutIndexes(db, 'appointments', async () => {
    await db.query(
      `insert into "appointments" ("reference", "groomer_id", "attendee_id", "motive_id", "title", "location", "timezone", "start", "end",
       "status", "kind", "number_of_attendees", "source", "customer_name", "customer_phone", "customer_folder_id",
       "pet_name", "pet_species", "pet_size", "price", "requested_at", "created_at", "updated_at", "confirmed_at",
       "cancelled_at", "cancelled_by", "cancellation_reason", "refusal_reason", "visit_status", "visit_status_at",
       "reminder_email_sent_at", "reminder_sms_sent_at", "review_request_sent_at", "calendar_revision")
     select ${referenceOf('b.bits')}, b.groomer_id, b.attendee_id, b.motive_id, b.title, b.location, $3, b.start, b.finish,
       b.status::"enum_appointments_status", 'salon', 1, (case when b.online then 'online' else 'groomer' end)::"enum_appointments_source",
       b.customer_name, b.customer_phone, b.customer_id, b.pet_name, b.pet_species::"enum_appointments_pet_species",
       b.pet_size::"enum_appointments_pet_size", b.price, b.requested_at, b.requested_at, b.requested_at,
       case when b.status = 'confirmed' then b.requested_at + case when b.online then interval '2 hours' else interval '0' end end,
       case when b.status = 'cancelled' then least(b.requested_at + (b.start - b.requested_at) / 2, $4::timestamptz - interval '1 minute') end,
       (case when b.status <> 'cancelled' then null when b.online then 'attendee' else 'groomer' end)::"enum_appointments_cancelled_by",
       (case when b.status = 'cancelled' then 'unavailable' end)::"enum_appointments_cancellation_reason",
       case when b.status = 'refused' then 'Complet ce jour-là, désolé.' end,
       (case when b.status = 'confirmed' and b.past then case when pg_temp.rnd(b.key, 46) < 0.03 then 'no_show' else 'finished' end end)::"enum_appointments_visit_status",
       case when b.status = 'confirmed' and b.past then b.finish end,
       case when b.status = 'confirmed' and b.start < $4::timestamptz + interval '48 hours' then least(b.start - interval '1 day', $4::timestamptz) end,
       case when b.status = 'confirmed' and b.start < $4::timestamptz + interval '48 hours' then least(b.start - interval '1 day', $4::timestamptz) end,
       case when b.status = 'confirmed' and b.online and b.finish + interval '2 hours' < $4::timestamptz then b.finish + interval '2 hours' end,
       0
     from (
       select a.*, c.attendee_id, c.attendee_id is not null as online, c.name as customer_name, c.phone as customer_phone, c.id as customer_id,
         c.pet_name, c.pet_species, c.pet_size, m.id as motive_id, m.title, m.price, a.start + m.duration * interval '1 minute' as finish,
         case
           when pg_temp.rnd(a.key, 43) < 0.04 then 'cancelled'
           when a.past and c.attendee_id is not null and pg_temp.rnd(a.key, 43) < 0.05 then 'refused'
           when a.past and c.attendee_id is not null and pg_temp.rnd(a.key, 43) < 0.06 then 'expired'
           when not a.past and c.attendee_id is not null and a.start < $4::timestamptz + interval '14 days' and pg_temp.rnd(a.key, 43) < 0.2 then 'pending'
           else 'confirmed'
         end as status,
         case
           when not a.past and c.attendee_id is not null and a.start < $4::timestamptz + interval '14 days' and pg_temp.rnd(a.key, 43) < 0.2
             then $4::timestamptz - pg_temp.rnd(a.key, 44) * interval '12 hours'
           -- Made 1 to 30 days before a past visit; a visit to come was booked in the 120 days before it, until now.
           when a.past then a.start - (1 + floor(pg_temp.rnd(a.key, 44) * 30)) * interval '1 day'
           else $4::timestamptz - interval '1 hour'
             - pg_temp.rnd(a.key, 44) * greatest(interval '1 day', $4::timestamptz - (a.start - interval '120 days'))
         end as requested_at
       from (
         select s.*, t.start, t.start < $4::timestamptz as past, ${scrambled('s.key')} as bits
         from (
           select ag.gi, ag.groomer_id, ag.location, n, (${plan.keyOffset} + ag.gi)::bigint * 1000000 + n as key, slot,
             slot / 8 + case when slot / 8 >= ag.holiday_day then 6 else 0 end as day
           from market_agenda ag
           cross join lateral generate_series(0, ag.count - 1) n
           cross join lateral (select (floor(n * ($2::float8 / ag.count)) + ag.gi % greatest(1, floor($2::float8 / ag.count)::int))::int as slot) sl
         ) s
         cross join lateral (select (($1::date + (s.day / 6) * 7 + s.day % 6) + (9 + s.slot % 8) * interval '1 hour') at time zone $3 as start) t
         offset 0
       ) a
       join market_customers c on c.gi = a.gi and c.j = floor(pg_temp.rnd(a.key, 42) * $5::int)::int
       join market_motives m on m.gi = a.gi and m.n = floor(pg_temp.rnd(a.key, 45) * $6::int)::int
       offset 0
     ) b`,
      [plan.firstDay, usableSlots, ZONE, plan.now, plan.customersPerGroomer, motives],
    )
  })
}

async function motivesPerGroomer(db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select (max(n) + 1)::int as count from market_motives')
  return rows[0]!.count
}

const REVIEW_TEXTS = [
  'Accueil chaleureux, mon chien est ressorti magnifique.',
  'Très professionnelle et douce avec les animaux anxieux. Je recommande.',
  'Coupe parfaite, exactement ce que je voulais, et à l’heure.',
  'Bon rapport qualité-prix, salon propre, je reviendrai.',
  'Ma chatte a été manipulée avec beaucoup de patience. Merci !',
  'Résultat impeccable, un peu d’attente à l’arrivée.',
]

/** Reviews of about one done visit in 25 booked online, most published. */
export async function seedReviews(db: pg.Client, plan: MarketPlan) {
  await db.query(
    `insert into "reviews" ("appointment_id", "groomer_id", "attendee_id", "author_name", "visit_date", "ratings_welcome", "ratings_pet_care",
       "ratings_result", "ratings_value", "rating", "text", "status", "submitted_at", "editable_until", "moderated_at", "published_at",
       "created_at", "updated_at")
     select r.id, r.groomer_id, r.attendee_id, r.author, r.start, r.w, r.c, r.r, r.v, (r.w + r.c + r.r + r.v) / 4.0, r.text,
       (case when r.submitted > $2::timestamptz - interval '2 days' then 'pending' else 'published' end)::"enum_reviews_status",
       r.submitted, r.submitted + interval '7 days',
       case when r.submitted <= $2::timestamptz - interval '2 days' then r.submitted + interval '1 day' end,
       case when r.submitted <= $2::timestamptz - interval '2 days' then r.submitted + interval '1 day' end,
       r.submitted, r.submitted
     from (
       select a."id", a."groomer_id", a."attendee_id", a."start", o."first_name" || ' ' || left(o."last_name", 1) || '.' as author,
         least(a."end" + interval '1 day', $2::timestamptz - interval '1 hour') as submitted,
         3 + floor(pg_temp.rnd(a."id", 51) * 2.99)::int as w, 3 + floor(pg_temp.rnd(a."id", 52) * 2.99)::int as c,
         3 + floor(pg_temp.rnd(a."id", 53) * 2.99)::int as r, 3 + floor(pg_temp.rnd(a."id", 54) * 2.99)::int as v,
         ($1::text[])[1 + floor(pg_temp.rnd(a."id", 55) * array_length($1::text[], 1))::int] as text
       from "appointments" a join "attendees" o on o."id" = a."attendee_id"
       where a."groomer_id" in (select id from market_groomers) and a."visit_status" = 'finished'
         and pg_temp.rnd(a."id", 50) < 0.04
     ) r`,
    [REVIEW_TEXTS, plan.now],
  )
}
