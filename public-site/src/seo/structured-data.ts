import type { BusinessProfile } from '../lib/business-profile.ts';

/**
 * The business for search engines: open 24/7 and the areas it serves. No rating and no reviews:
 * reviews a business shows of itself on its own site are "self-serving" to Google (since
 * September 2019 it shows no review stars for a LocalBusiness or Organization whose reviews it
 * controls, one by one or as an AggregateRating), so its stars come from its Google reviews.
 * The founding year is the profile's, left out when the owner gives none.
 */
export function localBusinessJsonLd(profile: BusinessProfile, areas: readonly string[]): object {
  const sameAs = Object.values(profile.social).filter((link) => link !== '');
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'AutomotiveBusiness'],
    '@id': `${profile.siteUrl}/#business`,
    name: profile.name,
    url: `${profile.siteUrl}/`,
    telephone: profile.phone,
    email: profile.email,
    image: new URL('hero/hero-poster.jpg', new URL(profile.assetsUrl, `${profile.siteUrl}/`)).href,
    priceRange: 'Call for a quote',
    ...(profile.claims.established ? { foundingDate: profile.claims.established } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(profile.address.street ? { streetAddress: profile.address.street } : {}),
      ...(profile.address.town ? { addressLocality: profile.address.town } : {}),
      ...(profile.address.postcode ? { postalCode: profile.address.postcode } : {}),
      addressCountry: 'GB',
    },
    ...(sameAs.length > 0 ? { sameAs } : {}),
    areaServed: areas.map((name) => ({ '@type': 'City', name })),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    ],
  };
}
