import type { Metadata } from 'next'
import Link from 'next/link'

import { StopReminders } from '@/components/rebooking/StopReminders'
import { pageTitle } from '@/server/seo/title'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: pageTitle('Rappels de toilettage'),
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The "stop" link of a rebooking reminder: one tap, and the owner reads that it is done. */
export default async function StopRemindersPage({ searchParams }: Props) {
  const { jeton } = await searchParams
  const token = typeof jeton === 'string' ? jeton : ''
  return (
    <div className="container stack" style={{ padding: '1.5rem 0 2.5rem', maxWidth: 720 }}>
      <h1>Rappels de toilettage</h1>
      {token ? (
        <StopReminders token={token} />
      ) : (
        <p className="field-error" role="alert">
          Ce lien n’est pas valide. Vous pouvez couper les rappels depuis votre profil.
        </p>
      )}
      <p style={{ margin: 0 }}>
        Vous pourrez les réactiver à tout moment depuis votre profil, rubrique « Rappels de toilettage ».
      </p>
      <p style={{ margin: 0 }}>
        <Link href="/participant/profil">Ouvrir mon profil</Link>
      </p>
    </div>
  )
}
