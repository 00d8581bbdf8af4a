/** The two demo practices (études) and the seat their members share. */
import type { Payload } from 'payload'

import { paragraphs } from './text'
import { ensureByKey, type EnsureResult } from './upsert'

export type PracticeSeed = {
  code: string
  name: string
  uri: string
  cityInsee: string
  address: string
  postcode: string
  /** Generated groomers of the practice's city who join it (the demo groomer comes on top in the first one). */
  generatedMembers: number
  presentation: string[]
}

export const PRACTICES: PracticeSeed[] = [
  {
    code: 'ETUDE-PARIS-MARAIS',
    name: 'Les Toiletteurs du Marais',
    uri: 'les-toiletteurs-du-marais',
    cityInsee: '75056',
    address: '14 rue de Bretagne',
    postcode: '75003',
    generatedMembers: 3,
    presentation: [
      'Quatre toiletteurs réunis dans un salon lumineux au cœur du Marais.',
      'Chiens, chats et NAC sont accueillis du mardi au samedi, sur rendez-vous.',
    ],
  },
  {
    code: 'ETUDE-LYON-CROIX-ROUSSE',
    name: 'Atelier Canin de la Croix-Rousse',
    uri: 'atelier-canin-de-la-croix-rousse',
    cityInsee: '69123',
    address: '8 boulevard de la Croix-Rousse',
    postcode: '69004',
    generatedMembers: 3,
    presentation: [
      'Un atelier de toilettage partagé par trois passionnés, sur les pentes de la Croix-Rousse.',
      'Coupe ciseaux, épilation et bains doux : chaque animal a son toiletteur attitré.',
    ],
  },
]

export const seedPractices = (payload: Payload): Promise<EnsureResult> =>
  ensureByKey(
    payload,
    'teams',
    'code',
    PRACTICES.map((practice) => ({
      key: practice.code,
      data: {
        name: practice.name,
        code: practice.code,
        uri: practice.uri,
        presentation: paragraphs(practice.presentation),
      },
    })),
  )
