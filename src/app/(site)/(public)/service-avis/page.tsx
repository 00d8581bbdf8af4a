import { ContentPage, contentPageMetadata } from '@/components/content/ContentPage'

export const generateMetadata = () => contentPageMetadata('service-avis')

export default function ReviewsServicePage() {
  return <ContentPage uri="service-avis" />
}
