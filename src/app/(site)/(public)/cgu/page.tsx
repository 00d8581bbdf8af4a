import { ContentPage, contentPageMetadata } from '@/components/content/ContentPage'

/** Rendered on each request (data from the database; see src/server/cache for the cached pages). */
export const dynamic = 'force-dynamic'

export const generateMetadata = () => contentPageMetadata('cgu')

export default function TermsOfUsePage() {
  return <ContentPage uri="cgu" />
}
