import { notFound } from 'next/navigation'

/** Every path no page answers gets the spec's 404 page inside the site's layout. */
export default function UnknownPage() {
  notFound()
}
