import type { CollectionConfig, Field, GlobalConfig } from 'payload'

/** Spec section 9: dates as DD/MM/YYYY and times as HH:mm, typed and shown alike. */
const DISPLAY_FORMATS = {
  default: 'dd/MM/yyyy',
  dayOnly: 'dd/MM/yyyy',
  dayAndTime: 'dd/MM/yyyy HH:mm',
  timeOnly: 'HH:mm',
  monthOnly: 'MM/yyyy',
} as const

/** Each date field's picker in the French format (the picker also parses what is typed with it). */
function withFrenchDate(field: Field): Field {
  if (field.type === 'date') {
    const appearance = field.admin?.date?.pickerAppearance ?? 'default'
    const timeOptions =
      appearance === 'dayAndTime' || appearance === 'timeOnly' ? { timeFormat: 'HH:mm', timeIntervals: 15 } : {}
    return {
      ...field,
      admin: {
        ...field.admin,
        date: {
          ...timeOptions,
          ...field.admin?.date,
          displayFormat: field.admin?.date?.displayFormat ?? DISPLAY_FORMATS[appearance],
        },
      },
    }
  }
  if (field.type === 'tabs')
    return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withFrenchDate) })) }
  if ('fields' in field && Array.isArray(field.fields))
    return { ...field, fields: field.fields.map(withFrenchDate) } as Field
  if (field.type === 'blocks')
    return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: block.fields.map(withFrenchDate) })) }
  return field
}

export const collectionWithFrenchDates = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  fields: collection.fields.map(withFrenchDate),
})
export const globalWithFrenchDates = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  fields: global.fields.map(withFrenchDate),
})
