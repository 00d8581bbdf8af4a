import { ContentPage, contentPageMetadata } from '@/components/content/ContentPage'

export const generateMetadata = () => contentPageMetadata('cgv')

export default function TermsOfSalePage() {
  return <ContentPage uri="cgv" />
}
