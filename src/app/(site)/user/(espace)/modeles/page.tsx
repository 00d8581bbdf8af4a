import type { Metadata } from 'next'

import { TemplatesEditor } from '@/components/groomerSpace/templates/TemplatesEditor'
import { requirePerson } from '@/server/http/requirePerson'
import { pageTitle } from '@/server/seo/title'
import { listTemplates } from '@/server/templates/store'

export const metadata: Metadata = { title: pageTitle('Modèles de messages') }

/** `/user/modeles`: the groomer's e-mail, SMS and chat templates. */
export default async function TemplatesPage() {
  const groomer = await requirePerson('groomer')
  const templates = await listTemplates(groomer)
  return (
    <div className="stack">
      <h1>Modèles de messages</h1>
      <p className="muted" style={{ margin: 0 }}>
        Personnalisez les e-mails et messages envoyés à vos clients : confirmation, rappel la veille, annulation et
        refus.
      </p>
      <TemplatesEditor groomerId={Number(groomer.id)} templates={templates} />
    </div>
  )
}
