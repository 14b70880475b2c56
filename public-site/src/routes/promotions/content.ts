// Placeholders: {company}, {phone}, {email}, {siteUrl}, {region} (and {region_short}, {region_wide}) are replaced from configuration when rendered.

export const PROMOTIONS_PAGE_INTRO = {
  heading: 'Current offers',
  text: 'Take advantage of our latest offers on towing and recovery across {region}. To claim an offer, mention its code when you call {phone} and we will apply it to your quote.',
} as const;

export const PROMOTIONS_EMPTY_STATE = {
  heading: 'No offers available right now',
  text: 'We do not have any promotions running at the moment. Please check back soon, or call {phone} for a quote.',
} as const;

export const PROMOTION_TERMS_HEADING = 'Terms and conditions';

export const PROMOTION_TERMS: string[] = [
  'Only one promotion can be used per job, and promotions cannot be combined with any other offer or discount.',
  'You must mention the promotion code, or the name of the offer if it has no code, when you call to book. Promotions cannot be applied after a job has been booked or completed.',
  'Each promotion is valid from its start date to its end date shown, both dates inclusive.',
  'Promotions apply only to the services named in the offer and to jobs within our normal service area.',
  'All promotions are subject to the availability of our vehicles and drivers at the time you call.',
  'Promotions have no cash value and cannot be exchanged for cash, credit or any other offer.',
  'Any discount is applied to the price we quote by phone; the quote is agreed before work begins.',
  'We may change or withdraw any promotion at any time without notice, although any discount already confirmed on your quote will be honoured.',
  'Promotions are offered at our discretion and we may refuse an offer where we reasonably believe it is being misused.',
  'Our Terms of Service apply to all jobs booked using a promotion.',
];
