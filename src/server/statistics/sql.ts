import { sql } from '@payloadcms/db-postgres'

/**
 * Who a customer is for their groomer, on an appointment aliased `a`: the attendee's account,
 * else the customer folder, else the typed name (case and spaces aside); null when none is known.
 */
export const CUSTOMER_KEY = sql`case
  when a."attendee_id" is not null then 'a' || a."attendee_id"
  when a."customer_folder_id" is not null then 'f' || a."customer_folder_id"
  when nullif(lower(trim(a."customer_name")), '') is not null then 'n' || lower(trim(a."customer_name"))
end`

/** A visit that took place: confirmed and closed as finished (by the groomer or the hourly job). */
// `is not distinct from`: never null (a visit not closed yet has no visit status), so `not` works on them.
export const IS_FINISHED = sql`(a."status" = 'confirmed' and a."visit_status" is not distinct from 'finished')`
export const IS_NO_SHOW = sql`(a."status" = 'confirmed' and a."visit_status" is not distinct from 'no_show')`

/**
 * An appointment's price (`a`, its motive `m`): the one it was booked at, else (booked before prices
 * were kept on appointments) its motive's for the pet's size (src/lib/motivePrice.ts); null: none.
 */
export const APPOINTMENT_PRICE = sql`coalesce(a."price", case a."pet_size"::text
  when 'small' then m."size_prices_small" when 'medium' then m."size_prices_medium"
  when 'large' then m."size_prices_large" when 'giant' then m."size_prices_giant" end, m."price")`

/**
 * What the notes of a visit (`a`) say was paid, in cents: services (refunds taken off, a deposit
 * paid online counted once: its own note, not again where the checkout deducts it) and tips, and
 * how many checkout notes it has (0: not cashed in). For a lateral join.
 */
export const PAID_FOR_VISIT = sql`select count(*) filter (where s."kind" = 'sale') as "notes",
  sum((s."document"->'totals'->>'totalCents')::bigint - coalesce((select sum((e->>'amountCents')::bigint)
    from jsonb_array_elements(s."document"->'payments') e where e->>'method' = 'deposit'), 0)) as "cents",
  sum((s."document"->'totals'->>'tipCents')::bigint) as "tips"
  from "sales" s where s."groomer_id" = a."groomer_id" and s."appointment_reference" = a."reference"`
