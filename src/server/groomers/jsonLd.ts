import type { GroomerProfile } from './profile'

/** schema.org LocalBusiness of a groomer (AggregateRating comes with reviews). */
export function groomerJsonLd({ groomer, city, motives }: GroomerProfile) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: groomer.displayName,
    url: `/toiletteur/${groomer.uri}`,
    telephone: groomer.phone ?? undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: groomer.address ?? undefined,
      postalCode: groomer.postcode ?? undefined,
      addressLocality: city?.name,
      addressCountry: groomer.country ?? 'FR',
    },
    makesOffer: motives
      .filter((motive) => motive.price != null)
      .map((motive) => ({ '@type': 'Offer', name: motive.title, price: motive.price, priceCurrency: 'EUR' })),
  }
}
