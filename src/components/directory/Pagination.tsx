/**
 * Crawlable page links (`?page=N`, page 1 without it), with rel prev/next; `query` (the sort) is kept on each.
 * Plain links: a tap loads the (cached) page whatever the router is doing; a router link tapped on a
 * slow phone while it hydrated or prefetched was once taken and never navigated.
 */
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
        <a href={href(page - 1)} rel="prev" className="btn btn-ghost">
          Page précédente
        </a>
      ) : null}
      <ul>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className="dir-pagination-current">
                {n}
              </span>
            ) : (
              <a href={href(n)} aria-label={`Page ${n}`}>
                {n}
              </a>
            )}
          </li>
        ))}
      </ul>
      {page < pageCount ? (
        <a href={href(page + 1)} rel="next" className="btn btn-ghost">
          Page suivante
        </a>
      ) : null}
    </nav>
  )
}
