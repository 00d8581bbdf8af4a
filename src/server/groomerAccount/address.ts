import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { DomainError } from '../domainErrors'
import { cityForCommune } from '../geography/cityRecord'
import { communeOf, communesOfPostcode } from '../geography/communes'

export const ADDRESS_REQUIRED = 'Indiquez le numéro et la rue de votre salon.'
export const POSTCODE_FORMAT = 'Un code postal français de 5 chiffres (par exemple 75011).'
export const ADDRESS_NOT_SAVED = 'L’adresse n’est pas enregistrée : corrigez les champs signalés.'
export const FRANCE_ONLY = 'L’annuaire ne couvre que les communes françaises : indiquez une adresse en France.'
export const UNKNOWN_SPECIALITY = 'Spécialité inconnue : choisissez-en dans la liste.'

const unknownPostcode = (postcode: string) => `Aucune commune française n’a le code postal ${postcode} : vérifiez-le.`
const names = (list: { name: string }[]) => list.map((c) => c.name).join(', ')

/** What the groomer's "Ma page" form sends beside the profile (`PUT /api/v1/users/{id}` `{user}`). */
export const addressFields = {
  address: z
    .string({ error: ADDRESS_REQUIRED })
    .trim()
    .min(1, ADDRESS_REQUIRED)
    .max(200, 'L’adresse ne doit pas dépasser 200 caractères.'),
  postcode: z
    .string({ error: POSTCODE_FORMAT })
    .trim()
    .regex(/^\d{5}$/, POSTCODE_FORMAT),
  city: z
    .string({ error: 'Indiquez la commune.' })
    .trim()
    .min(1, 'Indiquez la commune.')
    .max(100, 'Ce nom de commune est trop long.'),
  specialities: z
    .array(z.number({ error: UNKNOWN_SPECIALITY }).int().positive(), {
      error: UNKNOWN_SPECIALITY,
    })
    .max(30),
}

type AddressInput = {
  address?: string
  postcode?: string
  city?: string
  country?: string
}

/**
 * The address, postcode and commune, checked together against the official commune list: the
 * postcode must exist and belong to the commune named. Returns the fields to write (the commune
 * as its `cities` record, created when new), or nothing when none of the three was sent.
 */
export async function checkedAddress(
  input: AddressInput,
  currentCountry: string | null | undefined,
  req: PayloadRequest,
) {
  const { address, postcode, city } = input
  if (address === undefined && postcode === undefined && city === undefined) return {}
  const fields: Record<string, string> = {}
  if (!address) fields['user.address'] = ADDRESS_REQUIRED
  if (!postcode) fields['user.postcode'] = POSTCODE_FORMAT
  if (!city) fields['user.city'] = 'Indiquez la commune.'
  if ((input.country ?? currentCountry ?? 'FR') !== 'FR') fields['user.postcode'] = FRANCE_ONLY
  if (Object.keys(fields).length) throw new DomainError('invalid', ADDRESS_NOT_SAVED, { fields: fields })
  const communes = communesOfPostcode(postcode!)
  if (communes.length === 0)
    throw new DomainError('invalid', ADDRESS_NOT_SAVED, {
      fields: {
        'user.postcode': unknownPostcode(postcode!),
      },
    })
  const commune = communeOf(postcode!, city!)
  if (!commune) {
    const message = `Le code postal ${postcode} ne correspond pas à la commune « ${city} » : ${communes.length > 1 ? `ce code est celui de ${names(communes)}` : `c’est celui de ${names(communes)}`}.`
    throw new DomainError('invalid', ADDRESS_NOT_SAVED, { fields: { 'user.postcode': message } })
  }
  return {
    address: address!,
    postcode: postcode!,
    city: await cityForCommune(commune, req),
  }
}

/** The specialities chosen, each one that exists (anyone may read the list). */
export async function checkedSpecialities(
  ids: number[] | undefined,
  req: PayloadRequest,
): Promise<number[] | undefined> {
  if (ids === undefined) return undefined
  const unique = [...new Set(ids)]
  if (unique.length === 0) return []
  const { totalDocs } = await req.payload.count({
    collection: 'specialities',
    where: { id: { in: unique } },
    overrideAccess: false,
    req,
  })
  if (totalDocs !== unique.length)
    throw new DomainError('invalid', UNKNOWN_SPECIALITY, {
      fields: {
        'user.specialities': UNKNOWN_SPECIALITY,
      },
    })
  return unique
}
