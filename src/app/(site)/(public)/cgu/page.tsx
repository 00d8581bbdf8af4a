import { ContentPage, contentPageMetadata } from '@/components/content/ContentPage'

export const generateMetadata = () => contentPageMetadata('cgu')

export default function TermsOfUsePage() {
  return <ContentPage uri="cgu" />
}
