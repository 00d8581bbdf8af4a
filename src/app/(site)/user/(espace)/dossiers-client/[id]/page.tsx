import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { Attachments } from '@/components/groomerSpace/folders/Attachments'
import { DeleteFolder } from '@/components/groomerSpace/folders/DeleteFolder'
import { FolderForm } from '@/components/groomerSpace/folders/FolderForm'
import { StaleVaccinations } from '@/components/groomerSpace/folders/StaleVaccinations'
import { folderState } from '@/components/groomerSpace/folders/state'
import { AppointmentList } from '@/components/site/AppointmentList'
import { requirePerson } from '@/server/http/requirePerson'
import { folderHistory } from '@/server/customerFolders/appointments'
import { getFolder } from '@/server/customerFolders/folders'
import { featureEnabled } from '@/server/groomerSpace/features'
import { isRefusal } from '@/server/http/errors'
import { pageTitle } from '@/server/seo/title'

export const metadata: Metadata = { title: pageTitle('Dossier client') }

type Props = { params: Promise<{ id: string }> }

export default async function CustomerFolderPage({ params }: Props) {
  const groomer = await requirePerson('groomer')
  if (!(await featureEnabled('customerFolder'))) notFound()
  const { id } = await params
  if (!/^\d{1,12}$/.test(id)) notFound()
  const folder = await getFolder(groomer, Number(id)).catch((error: unknown) => {
    if (isRefusal(error)) notFound()
    throw error
  })
  const [history, attachmentsOn] = await Promise.all([folderHistory(groomer, folder), featureEnabled('attachments')])
  const timezone = 'timezone' in groomer && typeof groomer.timezone === 'string' ? groomer.timezone : 'Europe/Paris'
  const attachments = (folder.attachments ?? [])
    .filter((item) => typeof item === 'object')
    .map((item) => ({
      id: item.id,
      label: item.label || item.filename || 'Fichier',
      filename: item.filename ?? 'fichier',
      filesize: item.filesize ?? null,
    }))
  return (
    <div className="stack">
      <p>
        <Link href="/user/dossiers-client">← Dossiers clients</Link>
      </p>
      <h1>{folder.name}</h1>
      <StaleVaccinations folder={folder} timezone={timezone} now={new Date()} />
      <FolderForm folderId={folder.id} initial={folderState(folder)} timezone={timezone} />
      <section className="stack" aria-labelledby="history-title">
        <h2 id="history-title">Historique des rendez-vous</h2>
        <AppointmentList appointments={history} show="attendee" empty="Aucun rendez-vous relié à ce dossier." />
      </section>
      {attachmentsOn ? (
        <section className="stack" aria-labelledby="attachments-title">
          <h2 id="attachments-title">Pièces jointes</h2>
          <Attachments folderId={folder.id} attachments={attachments} />
        </section>
      ) : null}
      <DeleteFolder folderId={folder.id} name={folder.name} />
    </div>
  )
}
