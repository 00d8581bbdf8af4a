import type { CollectionSlug, Field, FieldHook } from 'payload'

import { slugify } from '../../src/lib/slug'
import { uriField } from './index'

/**
 * A uri left empty is made from the title, as the seed makes them ("Préparer son chien à sa
 * première séance" → "preparer-son-chien-a-sa-premiere-seance"), with "-2", "-3"… when another
 * document of the collection has it. A uri the admin types is kept (and checked); one that is
 * not sent (a partial update) stays as it is.
 */
export const fillUriFromTitle =
  (collection: CollectionSlug, fallback: string): FieldHook =>
  async ({ value, siblingData, originalDoc, operation, req }) => {
    if (typeof value === 'string' && value.trim()) return value.trim()
    if (operation === 'update' && value === undefined) return value
    const title = (siblingData as { title?: unknown }).title ?? (originalDoc as { title?: unknown } | undefined)?.title
    const base = slugify(typeof title === 'string' ? title : '') || fallback
    const selfId = (originalDoc as { id?: number | string } | undefined)?.id
    for (let n = 1; ; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`
      // Every document counts, drafts included (the uri is unique in the table), whoever saves.
      const { totalDocs } = await req.payload.count({
        collection,
        req,
        overrideAccess: true,
        where: {
          and: [{ uri: { equals: candidate } }, ...(selfId === undefined ? [] : [{ id: { not_equals: selfId } }])],
        },
      })
      if (totalDocs === 0) return candidate
    }
  }

/** The `uri` field of a collection with a `title`: editable, made from the title when left empty. */
export const uriFromTitleField = (collection: CollectionSlug, description: string, fallback: string): Field => {
  const field = uriField(`${description}. Laissée vide, elle est faite à partir du titre.`) as Field & {
    validate: (value: unknown) => true | string
  }
  const validate = field.validate
  return {
    ...field,
    // The admin's form checks fields before any hook runs: an empty uri is filled on save.
    validate: (value: unknown) => (value === undefined || value === null || value === '' ? true : validate(value)),
    hooks: { beforeValidate: [fillUriFromTitle(collection, fallback)] },
  } as Field
}
