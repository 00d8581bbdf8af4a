import type { GroomerCard } from '@/server/directory/listing'
import { env } from '@/server/env'

import { JsonLd } from '../seo/JsonLd'
import { profileHref } from './format'

/** schema.org ItemList of the groomers shown on the page. */
export function ItemListJsonLd({ name, cards, offset }: { name: string; cards: GroomerCard[]; offset: number }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: cards.map((card, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      name: card.name,
      url: `${env().SITE_URL}${profileHref(card.uri)}`,
    })),
  }
  return <JsonLd data={data} />
}
