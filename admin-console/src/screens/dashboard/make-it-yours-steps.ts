import type { DemoContentCounts, GettingStartedStep } from '@tow/contracts/getting-started';

/** Each step of "Make it yours": what it is, where it is done, and what it changes. */
export const MAKE_IT_YOURS_STEPS: Record<
  GettingStartedStep,
  { title: string; to: string; text: string }
> = {
  profile: {
    title: 'Your business profile',
    to: '/business-profile',
    text: 'Your company name, phone numbers, email and address, on every page and in every text.',
  },
  areas: {
    title: 'Your areas and postcodes',
    to: '/locations',
    text: 'The towns you cover, each with its postcode districts, so drivers can check you cover them.',
  },
  photos: {
    title: 'Your logo and photos',
    to: '/media',
    text: 'Your own trucks and team instead of the demo pictures.',
  },
  words: {
    title: 'Your own words',
    to: '/site-text',
    text: 'The words of your home, about, contact and area pages, in your voice.',
  },
  demo: {
    title: 'Remove the demo requests, reviews and offers',
    to: '',
    text: 'Made-up customers should not stay on a real site.',
  },
};

/** "7 callback requests, 11 reviews and 4 offers": what is left, in words. */
export function demoCountsInWords(counts: DemoContentCounts): string {
  const parts = [
    [counts.callback_requests, 'callback request', 'callback requests'],
    [counts.reviews, 'review', 'reviews'],
    [counts.promotions, 'offer', 'offers'],
  ] as const;
  const words = parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  if (words.length <= 1) return words[0] ?? 'nothing';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
