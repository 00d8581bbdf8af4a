import { ContentPage, contentPageMetadata } from '@/components/content/ContentPage'

/** Rendered on each request (data from the database; see src/server/cache for the cached pages). */
export const dynamic = 'force-dynamic'

export const generateMetadata = () => contentPageMetadata('politique-de-confidentialite')

export default function PrivacyPolicyPage() {
  return <ContentPage uri="politique-de-confidentialite" />
}
