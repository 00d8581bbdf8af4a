import { ContentPage, contentPageMetadata } from '@/components/content/ContentPage'

export const generateMetadata = () => contentPageMetadata('politique-de-confidentialite')

export default function PrivacyPolicyPage() {
  return <ContentPage uri="politique-de-confidentialite" />
}
