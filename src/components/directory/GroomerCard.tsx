import type { GroomerCard as Card } from '@/server/directory/listing'

import { cardView } from './cardView'
import { GroomerCardView } from './GroomerCardView'

/** One groomer of a city page, rendered by its client component from its formatted texts. */
export function GroomerCard({ card }: { card: Card }) {
  return <GroomerCardView view={cardView(card)} />
}
