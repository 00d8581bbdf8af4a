import { ContentPage, contentPageMetadata } from '@/components/content/ContentPage'

export const generateMetadata = () => contentPageMetadata('mentions-legales')

export default function LegalNoticePage() {
  return <ContentPage uri="mentions-legales" />
}
