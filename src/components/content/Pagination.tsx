type Props = { basePath: string; page: number; totalPages: number }

const hrefOf = (basePath: string, page: number) => (page === 1 ? basePath : `${basePath}?page=${page}`)

/** Crawlable page links (plain links, as the directory's: decision 0079; rel prev/next, also declared in the head). */
export function Pagination({ basePath, page, totalPages }: Props) {
  if (totalPages <= 1) return null
  const previous = page > 1 ? hrefOf(basePath, page - 1) : null
  const next = page < totalPages ? hrefOf(basePath, page + 1) : null
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1)
  return (
    <nav aria-label="Pagination" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
      {previous ? <link rel="prev" href={previous} /> : null}
      {next ? <link rel="next" href={next} /> : null}
      {previous ? (
        <a href={previous} rel="prev" className="btn btn-ghost">
          Page précédente
        </a>
      ) : null}
      {pages.map((number) =>
        number === page ? (
          <span key={number} aria-current="page" className="btn" style={{ cursor: 'default' }}>
            {number}
          </span>
        ) : (
          <a key={number} href={hrefOf(basePath, number)} className="btn btn-ghost" aria-label={`Page ${number}`}>
            {number}
          </a>
        ),
      )}
      {next ? (
        <a href={next} rel="next" className="btn btn-ghost">
          Page suivante
        </a>
      ) : null}
    </nav>
  )
}
