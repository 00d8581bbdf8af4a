import type { Metadata } from 'next'

import { MotivesManager } from '@/components/groomerSpace/settings/MotivesManager'
import { requirePerson } from '@/server/http/requirePerson'
import { listOwnMotives } from '@/server/groomerSettings/motives'
import { pageTitle } from '@/server/seo/title'

export const metadata: Metadata = { title: pageTitle('Motifs de rendez-vous') }

export default async function MotivesPage() {
  const groomer = await requirePerson('groomer')
  const motives = await listOwnMotives(groomer)
  return (
    <div className="stack">
      <h1>Motifs et durées</h1>
      <p className="muted">
        Vos prestations, leur durée et leur prix. Un motif non réservable en ligne n’est plus proposé aux clients sur
        votre page.
      </p>
      <MotivesManager motives={motives} />
    </div>
  )
}
