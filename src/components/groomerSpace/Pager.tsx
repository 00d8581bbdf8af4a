import Link from 'next/link'

type Props = { page: number; totalPages: number; hrefFor: (page: number) => string; label: string }

/** Previous / next links of a paginated list of the groomer space. */
export function Pager({ page, totalPages, hrefFor, label }: Props) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={label} className="actions-row" style={{ alignItems: 'center' }}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className="btn btn-ghost">
          Page précédente
        </Link>
      ) : null}
      <span aria-current="page">
        Page {page} sur {totalPages}
      </span>
      {page < totalPages ? (
        <Link href={hrefFor(page + 1)} rel="next" className="btn btn-ghost">
          Page suivante
        </Link>
      ) : null}
    </nav>
  )
}
