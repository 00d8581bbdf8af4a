import { serializeJsonLd } from '@/server/seo/jsonLd'

/** The one way data reaches a script element: schema.org data, escaped by serializeJsonLd. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
