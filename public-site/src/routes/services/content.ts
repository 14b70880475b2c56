// Placeholders: {company}, {phone}, {email}, {siteUrl}, {region} (and {region_short}, {region_wide}) are replaced from configuration when rendered.

export interface ServicePromise {
  readonly title: string;
  readonly text: string;
}

export const SERVICES_PAGE_INTRO = {
  heading: 'Towing and recovery services',
  text: '{company} provides 24/7 towing, breakdown recovery, accident recovery, battery jump starts, fuel delivery, and car and van recovery across {region}. Every job is quoted individually by phone, so call us and we will tell you what we can do and when we can be there.',
  priceFallback: 'Contact for pricing',
  quoteNote: 'Call for a quote',
} as const;

export const SERVICE_PROMISE = {
  heading: 'Our service promise',
  intro: 'Whichever service you need, the way we work stays the same.',
  promises: [
    {
      title: 'A clear quote before we start',
      text: 'We agree the price with you by phone before we set off, and we will always check with you before doing anything extra.',
    },
    {
      title: 'An honest arrival time',
      text: 'We give you a realistic estimate and call you if anything changes on the way.',
    },
    {
      title: 'Safety first',
      text: 'Our drivers follow safe roadside working practices, with warning beacons and high-visibility markings on every truck.',
    },
    {
      title: 'Care for your vehicle',
      text: 'We use the right equipment for your car or van, including flatbeds for electric, hybrid and automatic vehicles.',
    },
    {
      title: 'Licensed and fully insured',
      text: 'Every job is carried out by trained drivers with full insurance in place.',
    },
  ],
} as const satisfies {
  heading: string;
  intro: string;
  promises: readonly ServicePromise[];
};

export const SERVICES_AREAS = {
  heading: 'Areas we cover',
  text: 'We cover {region}, including the surrounding motorways. If your location is not listed, call us and we will confirm whether we can help.',
} as const;
