import type { RatingSummary } from '../data/public-data.ts';
import type { BusinessProfile } from '../lib/business-profile.ts';

/** The business for search engines: open 24/7, the areas it serves and its rating. */
export function localBusinessJsonLd(
  profile: BusinessProfile,
  rating: RatingSummary,
  areas: readonly string[],
): object {
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
    foundingDate: '2021',
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Birmingham',
      addressRegion: 'West Midlands',
      addressCountry: 'GB',
    },
    areaServed: areas.map((name) => ({ '@type': 'City', name })),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    ],
    ...(rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(rating.average.toFixed(1)),
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
