import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'

import { JsonLd } from '../../src/components/seo/JsonLd'
import { serializeJsonLd } from '../../src/server/seo/jsonLd'

const MARKUP = '"><img src=x onerror=alert(1)></script><script>alert(1)</script><!-- & \u2028\u2029'

describe('JSON-LD cannot leave its script element', () => {
  it('escapes <, >, &, U+2028 and U+2029 and keeps the data', () => {
    const data = { '@type': 'Offer', name: MARKUP, nested: [{ description: MARKUP }] }
    const text = serializeJsonLd(data)
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(text).toContain('\\u003c/script\\u003e\\u003cscript\\u003e')
    expect(text).toContain('\\u0026 \\u2028\\u2029')
    expect(JSON.parse(text)).toEqual(data)
  })

  it('renders one ld+json script whose text is the escaped JSON', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: { name: MARKUP } }))
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).toMatch(/^<script type="application\/ld\+json">\{.*\}<\/script>$/)
    expect(html).not.toContain('<img')
    const text = /<script[^>]*>(.*)<\/script>/.exec(html)?.[1] ?? ''
    expect(JSON.parse(text)).toEqual({ name: MARKUP })
  })
})
