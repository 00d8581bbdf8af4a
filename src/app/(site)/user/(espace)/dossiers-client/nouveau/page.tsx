import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { FolderForm } from '@/components/groomerSpace/folders/FolderForm'
import { emptyFolder } from '@/components/groomerSpace/folders/types'
import { requirePerson } from '@/server/http/requirePerson'
import { featureEnabled } from '@/server/groomerSpace/features'
import { pageTitle } from '@/server/seo/title'

export const metadata: Metadata = { title: pageTitle('Nouveau dossier client') }

export default async function NewCustomerFolderPage() {
  const groomer = await requirePerson('groomer')
  if (!(await featureEnabled('customerFolder'))) notFound()
  const timezone = 'timezone' in groomer && typeof groomer.timezone === 'string' ? groomer.timezone : 'Europe/Paris'
  return (
    <div className="stack">
      <p>
        <Link href="/user/dossiers-client">← Dossiers clients</Link>
      </p>
      <h1>Nouveau dossier client</h1>
      <FolderForm initial={emptyFolder()} timezone={timezone} />
    </div>
  )
}
