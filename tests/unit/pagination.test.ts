import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Pagination, pageHref } from '../../src/components/layout/Pagination'

describe('page links', () => {
  it('leave page 1 without a number and keep the query before the page', () => {
    expect(pageHref('/toiletteurs/paris', 1)).toBe('/toiletteurs/paris')
    expect(pageHref('/toiletteurs/paris', 1, 'tri=note')).toBe('/toiletteurs/paris?tri=note')
    expect(pageHref('/toiletteurs/paris', 3, 'tri=note&cp=75011')).toBe('/toiletteurs/paris?tri=note&cp=75011&page=3')
    expect(pageHref('/guide', 2)).toBe('/guide?page=2')
  })

  it('are plain links with rel prev and next around the current page, named by what they page', () => {
    const html = renderToStaticMarkup(
      createElement(Pagination, { basePath: '/guide', page: 2, pageCount: 3, label: 'Pages du guide' }),
    )
    expect(html).toContain('aria-label="Pages du guide"')
    expect(html).toContain('<a href="/guide" rel="prev"')
    expect(html).toContain('<a href="/guide?page=3" rel="next"')
    expect(html).toContain('<span aria-current="page" class="pagination-current">2</span>')
    expect(html).not.toContain('href="/guide?page=2"')
  })

  it('are left out when everything fits on one page', () => {
    expect(
      renderToStaticMarkup(
        createElement(Pagination, { basePath: '/guide', page: 1, pageCount: 1, label: 'Pages du guide' }),
      ),
    ).toBe('')
  })
})
