// Placeholders: {company}, {phone}, {email}, {siteUrl} are replaced from configuration when rendered.

import type { FeatureCard } from '../../shared/content-types.ts';

export const ABOUT_STORY = {
  heading: 'A local recovery team you can rely on',
  paragraphs: [
    '{company} was established in 2021 to give drivers in Birmingham and the West Midlands a recovery service that answers the phone, turns up and treats them properly. We started with a simple idea: when you are stuck at the roadside, you want a calm voice, a clear quote and a truck on its way.',
    'Since then we have helped drivers on city streets, retail car parks, country lanes and the busy motorways around Birmingham, from Spaghetti Junction to the M42 and M6 Toll. We know the local roads, the junctions and the garages, which helps us reach you quickly and take your vehicle where it needs to go.',
    'We are still a local firm at heart. We are licensed and fully insured, open 24/7 and 365 days a year, and proud of our 5.0 star Google rating, which we earn one job at a time.',
  ],
} as const;

export const ABOUT_FEATURES = [
  {
    title: 'Rapid response',
    text: 'We dispatch the nearest available truck as soon as you call, with typical arrival times of 30-60 minutes in Birmingham.',
    icon: 'clock',
  },
  {
    title: 'Licensed and fully insured',
    text: 'Every recovery is carried out by trained drivers with the right licences and full insurance in place.',
    icon: 'shield',
  },
  {
    title: 'Local knowledge',
    text: 'Based in the West Midlands, we know the roads from Walsall to Coventry and from Sutton Coldfield to Solihull.',
    icon: 'map-pin',
  },
  {
    title: '5.0 star rated',
    text: 'Our customers rate us 5.0 stars on Google for our reliability, honesty and care.',
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

/** The four figures under the about page's story (spec section 9). */
export const ABOUT_FIGURES = [
  { value: '500+', label: 'Happy Customers' },
  { value: '24/7', label: 'Availability' },
  { value: '8', label: 'Coverage Areas' },
  { value: '5', label: 'Years' },
] as const;
