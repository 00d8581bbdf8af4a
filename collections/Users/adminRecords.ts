import type { Field, FieldHook, Tab } from 'payload'

import { relationId } from '../../src/lib/relations'

/** "Julie Moreau · Nantes · julie@exemple.fr" (the seed writes it too, at the database level). */
export const groomerAdminLabel = (groomer: {
  firstName?: unknown
  lastName?: unknown
  cityName?: string | null
  email?: unknown
}): string =>
  [
    `${String(groomer.firstName ?? '')} ${String(groomer.lastName ?? '')}`.trim(),
    groomer.cityName,
    typeof groomer.email === 'string' ? groomer.email : undefined,
  ]
    .filter(Boolean)
    .join(' · ')

/** The label, recomputed on every save. */
const computeLabel: FieldHook = async ({ siblingData, originalDoc, req }) => {
  const data = { ...(originalDoc ?? {}), ...siblingData } as Record<string, unknown>
  const cityId = relationId(data.city as Parameters<typeof relationId>[0])
  // Cities are public records: a system read of its name.
  const city = cityId
    ? await req.payload.findByID({
        collection: 'cities',
        id: cityId,
        depth: 0,
        select: { name: true },
        overrideAccess: true,
        disableErrors: true,
        req,
      })
    : null
  return groomerAdminLabel({ ...data, cityName: city?.name })
}

/** The groomer's label in /admin (lists, pickers, headings), with their city and e-mail. */
export const groomerLabel: Field = {
  name: 'adminLabel',
  type: 'text',
  label: 'Libellé dans l’administration',
  index: true,
  access: { read: ({ req }) => req.user?.collection === 'admins' },
  admin: { readOnly: true, position: 'sidebar', description: 'Nom, ville et e-mail, calculés à l’enregistrement.' },
  hooks: { beforeChange: [computeLabel] },
}

const join = (
  name: string,
  collection: string,
  label: string,
  defaultSort: string,
  defaultColumns: string[],
  defaultLimit = 10,
): Field => ({
  name,
  type: 'join',
  collection: collection as 'motives',
  on: 'groomer',
  label,
  defaultSort,
  defaultLimit,
  maxDepth: 1,
  admin: { defaultColumns, allowCreate: true },
})

/** Everything the groomer's agenda is made of, listed (and added to) from their page in /admin. */
export const groomerRecords: Tab = {
  label: 'Agenda et activité',
  description:
    'Motifs, horaires, congés, rendez-vous et appels de ce toiletteur ; « Ajouter » crée une fiche pour lui.',
  fields: [
    join('motiveRecords', 'motives', 'Motifs', 'title', ['title', 'duration', 'price', 'bookableOnline'], 20),
    join(
      'openingHourRecords',
      'availabilities',
      'Horaires d’ouverture',
      'weekday',
      ['adminTitle', 'validFrom', 'validUntil'],
      20,
    ),
    join('holidayRecords', 'holidays', 'Périodes de vacances', '-from', ['adminTitle', 'label']),
    join('unavailabilityRecords', 'unavailabilities', 'Indisponibilités', '-start', ['adminTitle', 'reason']),
    join('workedHolidayRecords', 'worked-public-holidays', 'Jours fériés travaillés', '-date', ['adminTitle']),
    join('appointmentRecords', 'appointments', 'Rendez-vous', '-start', [
      'reference',
      'start',
      'attendee',
      'title',
      'status',
    ]),
    join('callRecords', 'calls', 'Appels', '-startedAt', ['from', 'startedAt', 'durationSeconds', 'status']),
  ],
}
