import type { Payload } from 'payload'

import { isGroupedInNav, SYSTEM_GROUP_LABEL } from '../../../collections/navigation'
import { QUEUE_LINKS } from '@/server/reviews/moderationQueue'
import { PENDING_SIGNUPS_LINK } from '@/server/signup/pendingRequests'

import { reviewQueueFigures, signupQueueFigures } from './queueFigures'

const badge = {
  minWidth: 22,
  padding: '1px 7px',
  borderRadius: 11,
  background: '#d6336c',
  color: '#fff',
  fontSize: 12,
  fontWeight: 700,
  textAlign: 'center' as const,
}
const todoLink = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 8,
  padding: '4px 0',
  textDecoration: 'none',
}

/** At the top of the admin menu: what waits for an answer (signup requests, reviews), with its count. */
export async function PendingWork({ payload }: { payload: Payload }) {
  const [signups, reviews] = await Promise.all([signupQueueFigures(payload), reviewQueueFigures(payload)])
  const items = [
    {
      label: 'Demandes d’inscription',
      count: signups.pending,
      href: PENDING_SIGNUPS_LINK,
      testId: 'nav-pending-signups',
    },
    {
      label: 'Avis à modérer',
      count: reviews.pendingReviews,
      href: QUEUE_LINKS.pendingReviews,
      testId: 'nav-pending-reviews',
    },
  ]
  return (
    <nav aria-label="À traiter" style={{ marginBottom: 16 }}>
      <p
        style={{
          margin: '0 0 4px',
          fontSize: 12,
          textTransform: 'uppercase',
          letterSpacing: '0.05em',
          color: 'var(--theme-elevation-500)',
        }}
      >
        À traiter
      </p>
      {items.map((item) => (
        <a key={item.href} href={item.href} style={todoLink} className="nav__link">
          <span>{item.label}</span>
          <span
            style={{ ...badge, background: item.count > 0 ? badge.background : 'var(--theme-elevation-300)' }}
            data-testid={item.testId}
            aria-label={`${item.count} en attente`}
          >
            {item.count}
          </span>
        </a>
      ))}
    </nav>
  )
}

const pluralOf = (labels: unknown, slug: string): string => {
  const plural = (labels as { plural?: unknown } | undefined)?.plural
  return typeof plural === 'string' ? plural : slug
}

/** At the bottom of the admin menu: the system tables, folded until asked for. */
export function SystemTables({ payload }: { payload: Payload }) {
  const tables = payload.config.collections
    .filter(
      (collection) =>
        !collection.slug.startsWith('payload-') && !isGroupedInNav(collection.slug) && !collection.admin?.hidden,
    )
    .map((collection) => ({ slug: collection.slug, label: pluralOf(collection.labels, collection.slug) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'fr'))
  return (
    <details style={{ marginTop: 16 }} data-testid="nav-system-tables">
      <summary style={{ cursor: 'pointer', fontWeight: 600, padding: '4px 0' }}>{SYSTEM_GROUP_LABEL}</summary>
      {tables.map((table) => (
        <a
          key={table.slug}
          href={`/admin/collections/${table.slug}`}
          className="nav__link"
          style={{ display: 'block', padding: '3px 0 3px 12px' }}
        >
          {table.label}
        </a>
      ))}
    </details>
  )
}
