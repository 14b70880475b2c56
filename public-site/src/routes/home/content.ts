// Placeholders: {company}, {phone}, {email}, {siteUrl}, {region} (and {region_short}, {region_wide}) are replaced from configuration when rendered; {count} is the number of active services.

import type { FeatureCard } from '../../shared/content-types.ts';

/** How many of each list the home page shows (spec 9). */
export const HOME_LIMITS = {
  services: 8,
  featuresPerCard: 3,
  reviews: 3,
  promotions: 3,
} as const;

/** The heading and words under it are the owner's (the `home-hero` site text, in contracts). */
export const HOME_HERO = {
  callLabel: 'Call Now {phone}',
  callbackLabel: 'Request Callback',
} as const;

export const HOME_SERVICES = {
  heading: 'Our towing and recovery services',
  intro:
    'From a flat battery on the driveway to an accident on the motorway, we handle breakdowns of every kind across {region}. Call for a quote and we will tell you exactly what we can do.',
  reassurances: ['Licensed and fully insured', 'Available 24/7', 'Fast response'],
  viewAllLabel: 'View All Services',
  viewAllWithCountLabel: 'View All {count} Services',
  priceFallback: 'Contact for pricing',
} as const;

export const HOME_VIDEO = {
  heading: 'On the road, day and night',
  text: 'Our recovery trucks are out across {region} around the clock. When you call, we send the nearest suitable vehicle and a driver who knows the local roads.',
} as const;

export const HOME_GUARANTEES_SECTION = {
  heading: 'Our emergency promise',
  intro:
    'When you are stranded, you need help you can count on. This is what you can expect every time you call {company}.',
} as const;

export const EMERGENCY_GUARANTEES = [
  {
    title: 'Rapid response',
    text: 'Typically with you within 30-60 minutes in {town}, with a realistic arrival time given when you call.',
    icon: 'clock',
  },
  {
    title: 'Open 365 days',
    text: 'Day or night, weekends and bank holidays included, a real person answers our emergency line.',
    icon: 'phone',
  },
  {
    title: 'Licensed and fully insured',
    text: 'Trained drivers, well-maintained equipment and full insurance on every job.',
    icon: 'shield',
  },
  {
    title: 'Clear quotes',
    text: 'We give you a quote by phone before we set off, so you know where you stand.',
    icon: 'check',
  },
] as const satisfies readonly FeatureCard[];

export const HOME_SECTION_HEADINGS = {
  areas: 'Areas we cover',
  reviews: 'What our customers say',
  promotions: 'Current offers',
  faq: 'Frequently asked questions',
} as const;

export const HOME_AREAS_INTRO = 'Fast local recovery across {region}{local_motorways}.';

export const HOME_FINAL_CTA = {
  heading: 'Need help right now?',
  text: 'Whether you are at the roadside, at home or in a car park, our team is ready to help 24/7. Call {phone} for a quote, or request a callback for non-urgent jobs.',
  callLabel: 'Call {phone}',
  callbackLabel: 'Request Callback',
} as const;

export const HOME_EMERGENCY_POPUP = {
  title: 'Broken down? We can help now',
  text: 'Our recovery team is available 24/7 across {region}. If you are on a motorway, get behind the barrier first, then call us.',
  callLabel: 'Call {phone}',
  closeLabel: 'Close',
} as const;
