// Placeholders: {company}, {phone}, {email}, {siteUrl}, {region} (and {region_short}, {region_wide}) are replaced from configuration when rendered.

import type { FeatureCard } from '../../shared/content-types.ts';

// The hero and the story are the owner's words: the `about-hero` and `about-story` site texts.

export const ABOUT_FEATURES = [
  {
    title: 'Rapid response',
    text: 'We dispatch the nearest available truck as soon as you call, with typical arrival times of 30-60 minutes in {town}.',
    icon: 'clock',
  },
  {
    title: 'Licensed and fully insured',
    text: 'Every recovery is carried out by trained drivers with the right licences and full insurance in place.',
    icon: 'shield',
  },
  {
    title: 'Local knowledge',
    text: 'Based in {region_wide}, we know the roads{local_roads}.',
    icon: 'map-pin',
  },
  {
    title: '{rating} star rated',
    text: 'Our customers rate us {rating} stars on Google for our reliability, honesty and care.',
    icon: 'star',
  },
] as const satisfies readonly FeatureCard[];

export const ABOUT_MISSION = {
  heading: 'Our mission',
  text: 'To get every driver we help safely back on the road, or safely home, with honest advice, a clear quote before we start and the same care we would want for our own family. Whatever the time of day, you can expect a professional, friendly service from the first call to the final drop-off.',
} as const;

export const ABOUT_EQUIPMENT = {
  heading: 'Our equipment',
  intro:
    'Our recovery vehicles are maintained to a high standard and carry the kit we need to deal with most roadside problems safely.',
  items: [
    'Flatbed recovery trucks for cars, vans up to 3.5 tonnes, electric, hybrid and automatic vehicles',
    'Wheel-lift equipment for quick, careful towing in tight spaces',
    'Skates and dollies for vehicles with locked, damaged or missing wheels',
    'Professional jump packs for flat batteries',
    'Fuel transfer kit for vehicles that have run out of fuel',
    'LED warning beacons and high-visibility chapter 8 markings for safe working at the roadside',
  ],
} as const;

export interface AboutFigure {
  readonly value: string;
  readonly label: string;
}

/**
 * The four figures under the about page's story (spec section 9: 500+, 24/7, 8 areas, 5 years, as
 * the demo company's are in 2026): the areas are the company's own, the years those since the year
 * it was established. A count that says nothing (no areas, no year, established this year) is
 * left out rather than shown as 0.
 */
export function aboutFigures(areas: number, established: string): AboutFigure[] {
  const years = established === '' ? 0 : new Date().getFullYear() - Number(established);
  return [
    { value: '500+', label: 'Happy Customers' },
    { value: '24/7', label: 'Availability' },
    ...(areas > 0
      ? [{ value: String(areas), label: areas === 1 ? 'Coverage Area' : 'Coverage Areas' }]
      : []),
    ...(years > 0 ? [{ value: String(years), label: years === 1 ? 'Year' : 'Years' }] : []),
  ];
}
