import type pg from 'pg'

import { DEMO_ATTENDEE, DEMO_GROOMER } from '../accounts'
import { CITY_CENTRES } from '../coordinates'
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, SALON_NAMES, STREET_NAMES, STREET_TYPES } from '../names'
import type { MarketPlan } from './plan'

/**
 * The market's people, generated inside PostgreSQL (INSERT … SELECT over generate_series: no row
 * crosses the wire). Every choice is `pg_temp.rnd(key, salt)`, a hash of the row's number, so the
 * same plan writes the same rows. Ids are drawn from the tables' own sequences into `market_*`
 * temporary tables first, so the later steps join on them.
 */

const FIRST_NAMES = [...FEMALE_FIRST_NAMES, ...MALE_FIRST_NAMES]
const PET_NAMES = [
  'Filou',
  'Nala',
  'Oslo',
  'Pépette',
  'Ulysse',
  'Rocky',
  'Luna',
  'Simba',
  'Caramel',
  'Moka',
  'Vanille',
  'Tango',
  'Biscotte',
  'Noisette',
  'Happy',
  'Pixel',
  'Praline',
  'Oscar',
  'Maya',
  'Loustic',
]
const DOG_BREEDS = [
  'Caniche',
  'Bichon maltais',
  'Shih Tzu',
  'Yorkshire',
  'Golden retriever',
  'Berger australien',
  'Cocker',
  'Labrador',
  'Westie',
  'Spitz nain',
  'Croisé',
]
const CAT_BREEDS = ['Persan', 'Maine coon', 'Européen', 'Sacré de Birmanie']

/** `array[1 + floor(rnd × length)]`: one item of a text array parameter, chosen by the key. */
const pick = (array: string, key: string, salt: number) =>
  `(${array})[1 + floor(pg_temp.rnd(${key}, ${salt}) * array_length(${array}, 1))::int]`

/** A French mobile number written as the site writes it: « 06 12 34 56 78 ». */
const mobile = (key: string, salt: number) =>
  `regexp_replace('0' || (6 + floor(pg_temp.rnd(${key}, ${salt}) * 2))::int || lpad(floor(pg_temp.rnd(${key}, ${salt + 1}) * 1e8)::bigint::text, 8, '0'), '(\\d\\d)(?=\\d)', '\\1 ', 'g')`

/** The session's helpers: a hash in [0, 1) of a key and a salt. */
export async function defineRandom(db: pg.Client) {
  await db.query(`create or replace function pg_temp.rnd(k bigint, salt int) returns float8
    language sql immutable parallel safe as $$ select (hashint8extended(k, salt) & 9007199254740991)::float8 / 9007199254740992 $$`)
}

/** Copies of the demo groomer (same password, motives, hours and specialities) spread over the cities by population. */
export async function seedGroomers(db: pg.Client, plan: MarketPlan) {
  const centres = Object.entries(CITY_CENTRES)
  await db.query(
    `create temp table market_groomers on commit drop as
     with cities as materialized (
       select c.id, c.name, c.insee_code, sum(c.population) over (order by c.id)::float8 / sum(c.population) over () as upto,
         (select t.text from cities_texts t where t.parent_id = c.id and t.path = 'postcodes' order by t."order" limit 1) as postcode
       from cities c where c.population > 0),
     centres as (select * from unnest($2::text[], $3::float8[], $4::float8[]) as x(insee, lat, lng))
     select p.i, nextval('users_id_seq')::int as id, c.id as city_id, c.name as city_name, c.postcode,
       (1 + floor(pg_temp.rnd(p.i, 3) * 120))::int || ' ' || ${pick('$5::text[]', 'p.i', 4)} || ' ' || ${pick('$6::text[]', 'p.i', 5)} as address,
       round((ce.lat + (pg_temp.rnd(p.i, 6) - 0.5) * 0.08)::numeric, 6) as latitude,
       round((ce.lng + (pg_temp.rnd(p.i, 7) - 0.5) * 0.11)::numeric, 6) as longitude
     from generate_series(0, $1::int - 1) p(i)
     cross join lateral (select * from cities where upto >= pg_temp.rnd(p.i, 1) order by upto limit 1) c
     left join centres ce on ce.insee = c.insee_code
     order by p.i`,
    [
      plan.groomers,
      centres.map(([insee]) => insee),
      centres.map(([, [lat]]) => lat),
      centres.map(([, [, lng]]) => lng),
      [...STREET_TYPES],
      [...STREET_NAMES],
    ],
  )
  const overridden = ['id', 'email', 'uri', 'first_name', 'last_name', 'display_name', 'city_id', 'postcode', 'address']
  const copied = [
    'latitude',
    'longitude',
    'published',
    'referral_code',
    'tracking_number',
    'team_id',
    'created_at',
    'updated_at',
    'phone',
  ]
  const { rows } = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'users'
       and column_name <> all($1::text[]) order by ordinal_position`,
    [[...overridden, ...copied]],
  )
  const list = rows.map((row) => `"${row.column_name}"`)
  await db.query(
    `insert into "users" (${list.join(', ')}, "id", "email", "uri", "first_name", "last_name", "display_name", "city_id", "postcode",
       "address", "latitude", "longitude", "published", "phone", "created_at", "updated_at")
     select ${list.map((column) => `t.${column}`).join(', ')}, g.id, 'toiletteur-${plan.label}-' || g.i || '@example.fr', 'toiletteur-${plan.label}-' || g.i,
       ${pick('$2::text[]', 'g.i', 10)}, ${pick('$3::text[]', 'g.i', 11)}, ${pick('$4::text[]', 'g.i', 12)}, g.city_id, g.postcode, g.address,
       g.latitude, g.longitude, pg_temp.rnd(g.i, 13) < 0.95, ${mobile('g.i', 14)},
       $5::timestamptz - (1 + floor(pg_temp.rnd(g.i, 16) * 700)) * interval '1 day', $5::timestamptz
     from "users" t, market_groomers g where t."email" = $1 order by g.i`,
    [DEMO_GROOMER.email, FIRST_NAMES, [...LAST_NAMES], [...SALON_NAMES], plan.now],
  )
  await db.query(`select setval('users_id_seq', (select max("id") from "users"))`)
  // Their specialities, motives and opening hours: the demo groomer's.
  await db.query(
    `insert into "users_rels" ("order", "parent_id", "path", "specialities_id")
     select r."order", g.id, r."path", r."specialities_id" from "users_rels" r, market_groomers g
     where r."parent_id" = (select "id" from "users" where "email" = $1) order by g.i, r."order"`,
    [DEMO_GROOMER.email],
  )
  await copyPerGroomer(db, 'availabilities', DEMO_GROOMER.email)
  await db.query(
    `create temp table market_motives on commit drop as
     select g.id as groomer_id, g.i as gi, (row_number() over (partition by g.id order by m.id) - 1)::int as n,
       nextval('motives_id_seq')::int as id, m.id as template_id, m.title, m.duration, m.price
     from market_groomers g, "motives" m where m."groomer_id" = (select "id" from "users" where "email" = $1) order by g.i, m.id`,
    [DEMO_GROOMER.email],
  )
  const motiveColumns = await columnsOf(db, 'motives', ['id', 'groomer_id'])
  await db.query(
    `insert into "motives" ("id", "groomer_id", ${motiveColumns.join(', ')})
     select mm.id, mm.groomer_id, ${motiveColumns.map((column) => `m.${column}`).join(', ')}
     from market_motives mm join "motives" m on m."id" = mm.template_id order by mm.id`,
  )
  await db.query(`select setval('motives_id_seq', (select max("id") from "motives"))`)
  await seedPractices(db, plan)
}

async function columnsOf(db: pg.Client, table: string, except: string[]) {
  const { rows } = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1
       and column_name <> all($2::text[]) order by ordinal_position`,
    [table, except],
  )
  return rows.map((row) => `"${row.column_name}"`)
}

/** The template's rows of `table` (by `groomer_id`) for every market groomer. */
async function copyPerGroomer(db: pg.Client, table: string, templateEmail: string) {
  const columns = await columnsOf(db, table, ['id', 'groomer_id'])
  await db.query(
    `insert into "${table}" ("groomer_id", ${columns.join(', ')})
     select g.id, ${columns.map((column) => `r.${column}`).join(', ')} from "${table}" r, market_groomers g
     where r."groomer_id" = (select "id" from "users" where "email" = $1) order by g.i, r."id"`,
    [templateEmail],
  )
}

/** One practice (cabinet) for every 15 groomers, of three colleagues each. */
async function seedPractices(db: pg.Client, plan: MarketPlan) {
  await db.query(
    `create temp table market_teams on commit drop as
     select t, nextval('teams_id_seq')::int as id from generate_series(0, greatest(1, $1::int / 15) - 1) t`,
    [plan.groomers],
  )
  await db.query(
    `insert into "teams" ("id", "name", "code", "uri", "created_at", "updated_at")
     select id, 'Cabinet ${plan.label} ' || (t + 1), '${plan.label.toUpperCase()}' || (t + 1), 'cabinet-${plan.label}-' || (t + 1), $1::timestamptz, $1::timestamptz
     from market_teams order by t`,
    [plan.now],
  )
  await db.query(
    `update "users" u set "team_id" = mt.id from market_groomers g join market_teams mt on mt.t = g.i / 3 where u."id" = g.id`,
  )
}

/**
 * Owners (the demo owner's password), one or two pets each, and each groomer's regular customers:
 * `customersPerGroomer` customer files, the first `onlineCustomersPerGroomer` of them owners with an
 * account (so an owner is the customer of a few groomers), the others known only by name and phone.
 */
export async function seedOwners(db: pg.Client, plan: MarketPlan) {
  await db.query(
    `create temp table market_owners on commit drop as
     select i, nextval('attendees_id_seq')::int as id, ${pick('$2::text[]', 'i', 20)} as first_name, ${pick('$3::text[]', 'i', 21)} as last_name,
       ${mobile('i', 22)} as phone
     from generate_series(0, $1::int - 1) i order by i`,
    [plan.owners, FIRST_NAMES, [...LAST_NAMES]],
  )
  await db.query(
    `insert into "attendees" ("id", "first_name", "last_name", "email", "phone", "phone_country_code", "phone_verified", "salt", "hash",
       "terms_accepted_at", "rebooking_reminders", "created_at", "updated_at")
     select o.id, o.first_name, o.last_name, 'proprietaire-${plan.label}-' || o.i || '@example.fr', o.phone, 'FR', true, t."salt", t."hash",
       $2::timestamptz - (1 + floor(pg_temp.rnd(o.i, 23) * 500)) * interval '1 day', true,
       $2::timestamptz - (1 + floor(pg_temp.rnd(o.i, 23) * 500)) * interval '1 day', $2::timestamptz
     from market_owners o, "attendees" t where t."email" = $1 order by o.i`,
    [DEMO_ATTENDEE.email, plan.now],
  )
  await db.query(`select setval('attendees_id_seq', (select max("id") from "attendees"))`)
  await db.query(
    `create temp table market_pets on commit drop as
     select o.i, o.id as owner_id, k, ${pick('$1::text[]', 'o.i * 4 + k', 24)} as name,
       (case when pg_temp.rnd(o.i * 4 + k, 25) < 0.82 then 'dog' when pg_temp.rnd(o.i * 4 + k, 25) < 0.96 then 'cat' else 'rabbit' end) as species,
       (case when pg_temp.rnd(o.i * 4 + k, 26) < 0.35 then 'small' when pg_temp.rnd(o.i * 4 + k, 26) < 0.7 then 'medium'
             when pg_temp.rnd(o.i * 4 + k, 26) < 0.92 then 'large' else 'giant' end) as size
     from market_owners o cross join lateral generate_series(1, case when pg_temp.rnd(o.i, 27) < 0.3 then 2 else 1 end) k`,
    [PET_NAMES],
  )
  await db.query(
    `insert into "attendees_pets" ("_order", "_parent_id", "id", "name", "species", "breed", "size")
     select k, owner_id, substr(md5('${plan.label}-animal-' || i || '-' || k), 1, 24), name, species::"enum_attendees_pets_species",
       case species when 'dog' then ${pick('$1::text[]', 'i * 4 + k', 28)} when 'cat' then ${pick('$2::text[]', 'i * 4 + k', 28)} end,
       size::"enum_attendees_pets_size"
     from market_pets order by owner_id, k`,
    [DOG_BREEDS, CAT_BREEDS],
  )
  await db.query(
    `create temp table market_customers on commit drop as
     select g.i as gi, g.id as groomer_id, j, nextval('customer_folders_id_seq')::int as id, o.id as attendee_id,
       coalesce(o.first_name || ' ' || o.last_name, ${pick('$3::text[]', 'g.i * 64 + j', 30)} || ' ' || ${pick('$4::text[]', 'g.i * 64 + j', 31)}) as name,
       case when o.id is not null then 'proprietaire-${plan.label}-' || o.i || '@example.fr' end as email,
       coalesce(o.phone, ${mobile('g.i * 64 + j', 32)}) as phone,
       coalesce(p.name, ${pick('$5::text[]', 'g.i * 64 + j', 34)}) as pet_name,
       coalesce(p.species, 'dog') as pet_species, coalesce(p.size, 'medium') as pet_size
     from market_groomers g cross join generate_series(0, $1::int - 1) j
     left join market_owners o on j < $2::int and o.i = (g.i * $2::int + j) % $6::int
     left join market_pets p on p.owner_id = o.id and p.k = 1
     order by g.i, j`,
    [plan.customersPerGroomer, plan.onlineCustomersPerGroomer, FIRST_NAMES, [...LAST_NAMES], PET_NAMES, plan.owners],
  )
  await db.query(
    `insert into "customer_folders" ("id", "groomer_id", "attendee_id", "name", "email", "phone", "created_at", "updated_at")
     select id, groomer_id, attendee_id, name, email, phone, $1::timestamptz, $1::timestamptz from market_customers order by id`,
    [plan.now],
  )
  await db.query(`select setval('customer_folders_id_seq', (select max("id") from "customer_folders"))`)
  await db.query('create index on market_customers (gi, j)')
}
