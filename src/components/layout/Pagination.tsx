/** `?page=N` on `basePath` (page 1 without it), after `query` (a sort, a position) when there is one. */
export function pageHref(basePath: string, n: number, query?: string): string {
  if (n === 1) return query ? `${basePath}?${query}` : basePath
  return `${basePath}?${query ? `${query}&` : ''}page=${n}`
}

/**
 * Crawlable page links with rel prev/next (also declared in the head), the directory's and the guide's.
 * Plain links (decision 0079): a tap loads the (cached) page whatever the router is doing; a router
 * link tapped on a slow phone while it hydrated or prefetched was once taken and never navigated.
 */
export function Pagination({
  basePath,
  page,
  pageCount,
  query,
  label,
}: {
  basePath: string
  page: number
  pageCount: number
  query?: string
  /** The navigation's accessible name: what is paged. */
  label: string
}) {
  if (pageCount <= 1) return null
  const previous = page > 1 ? pageHref(basePath, page - 1, query) : null
  const next = page < pageCount ? pageHref(basePath, page + 1, query) : null
  return (
    <nav className="pagination" aria-label={label}>
      {previous ? <link rel="prev" href={previous} /> : null}
      {next ? <link rel="next" href={next} /> : null}
      {previous ? (
        <a href={previous} rel="prev" className="btn btn-ghost">
          Page précédente
        </a>
      ) : null}
      <ul>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className="pagination-current">
                {n}
              </span>
            ) : (
              <a href={pageHref(basePath, n, query)} aria-label={`Page ${n}`}>
                {n}
              </a>
            )}
          </li>
        ))}
      </ul>
      {next ? (
        <a href={next} rel="next" className="btn btn-ghost">
          Page suivante
        </a>
      ) : null}
    </nav>
  )
}
