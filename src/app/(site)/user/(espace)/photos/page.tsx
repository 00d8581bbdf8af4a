import type { Metadata } from 'next'

import { PhotoManager } from '@/components/groomerSpace/photos/PhotoManager'
import { ownPhotos } from '@/server/groomerPhotos/photos'
import { requirePerson } from '@/server/http/requirePerson'
import { pageTitle } from '@/server/seo/title'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: pageTitle('Mes photos'), robots: { index: false } }

/** `/user/photos`: the salon's and the groomer's work's photos, shown on their profile and card. */
export default async function GroomerPhotosPage() {
  const groomer = await requirePerson('groomer')
  return (
    <div className="stack">
      <h1>Mes photos</h1>
      <p className="muted" style={{ margin: 0 }}>
        Montrez votre salon et vos réalisations (avant / après) : les propriétaires les voient sur votre page, et la
        première sur votre fiche de l’annuaire.
      </p>
      <PhotoManager groomerId={groomer.id} initial={await ownPhotos(groomer)} />
    </div>
  )
}
