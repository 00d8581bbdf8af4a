import Link from 'next/link'

/** Crawlable page links (`?page=N`, page 1 without it), with rel prev/next; `query` (the sort) is kept on each. */
export function Pagination({
  basePath,
  page,
  pageCount,
  query,
}: {
  basePath: string
  page: number
  pageCount: number
  query?: string
}) {
  if (pageCount <= 1) return null
  const href = (n: number) =>
    n === 1 ? `${basePath}${query ? `?${query}` : ''}` : `${basePath}?${query ? `${query}&` : ''}page=${n}`
  return (
    <nav className="dir-pagination" aria-label="Pages de résultats">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className="btn btn-ghost" prefetch={false}>
          Page précédente
        </Link>
      ) : null}
      <ul>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className="dir-pagination-current">
                {n}
              </span>
            ) : (
              <Link href={href(n)} aria-label={`Page ${n}`} prefetch={false}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {page < pageCount ? (
        <Link href={href(page + 1)} rel="next" className="btn btn-ghost">
          Page suivante
        </Link>
      ) : null}
    </nav>
  )
}
