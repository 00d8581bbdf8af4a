import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { Avatar } from '@/components/groomers/Avatar'
import { findPracticePage } from '@/server/groomers/practicePage'
import { pageMetadata } from '@/server/http/pageMetadata'

type Props = { params: Promise<{ practiceUri: string; speciality?: string[] }> }

/** Cached for a minute; admin saves refresh it sooner (src/server/cache/refreshPublicPages.ts). */
export const revalidate = 60
export const generateStaticParams = async (): Promise<Awaited<Props['params']>[]> => []

async function load({ params }: Props) {
  const { practiceUri, speciality } = await params
  if (speciality && speciality.length > 1) return null
  return findPracticePage(practiceUri, speciality?.[0] ?? null)
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await load(props)
  if (!page) return {}
  const suffix = page.speciality ? ` : ${page.speciality.name}` : ''
  return pageMetadata({
    title: `${page.practice.name}${suffix}`,
    description: `Les toiletteurs de l’étude ${page.practice.name}${suffix} : prenez rendez-vous en ligne.`,
    path: `/etude/${page.practice.uri}${page.speciality ? `/${page.speciality.uri}` : ''}`,
  })
}

export default async function PublicPracticePage(props: Props) {
  const page = await load(props)
  if (!page) notFound()
  const { practice, members, speciality, specialities } = page
  return (
    <div className="container stack" style={{ padding: '1.5rem 0' }}>
      <h1>
        {practice.name}
        {speciality ? ` · ${speciality.name}` : ''}
      </h1>
      {practice.presentation ? (
        <section className="card">
          <RichText data={practice.presentation as never} />
        </section>
      ) : null}
      {specialities.length > 1 ? (
        <nav aria-label="Filtrer par spécialité">
          <ul className="chips">
            <li>
              <Link className="chip" href={`/etude/${practice.uri}`} aria-current={speciality ? undefined : 'page'}>
                Toutes
              </Link>
            </li>
            {specialities.map((s) => (
              <li key={s.id}>
                <Link
                  className="chip"
                  href={`/etude/${practice.uri}/${s.uri}`}
                  aria-current={speciality?.id === s.id ? 'page' : undefined}
                >
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <h2>Les toiletteurs de l’étude</h2>
      {members.length === 0 ? (
        <p className="muted">Aucun toiletteur trouvé pour votre recherche.</p>
      ) : (
        <ul className="grid" style={{ listStyle: 'none', padding: 0 }}>
          {members.map((member) => (
            <li key={member.id} className="card profile-head">
              <Avatar name={member.displayName ?? ''} picture={member.picture} size={64} />
              <div className="stack" style={{ gap: '0.25rem' }}>
                <Link href={`/toiletteur/${member.uri}`}>
                  <strong>{member.displayName}</strong>
                </Link>
                <span className="muted">{member.city?.name}</span>
                <span className="muted">{member.specialities.map((s) => s.name).join(', ')}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
