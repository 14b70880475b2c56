import { FAQ_CATEGORIES } from '../content/faq.ts';
import { fillCopy } from '../lib/business-profile.ts';
import { FaqPage } from '../pages/faq/FaqPage.tsx';
import type { RouteHead } from '../seo/page-head.ts';
import { faqPageJsonLd } from '../seo/structured-data.ts';
import type { RootData } from './root-data.ts';

export const Component = FaqPage;

export function head(_data: unknown, root: RootData): RouteHead {
  const items = FAQ_CATEGORIES.flatMap((category) => category.items);
  return {
    seoPage: 'faq',
    title: 'Towing & Recovery FAQs | Birmingham 24/7',
    description:
      'Answers to common questions about our 24/7 towing and breakdown recovery in Birmingham and the West Midlands: response times, areas, quotes, payment and safety.',
    jsonLd: [faqPageJsonLd(items, (text) => fillCopy(text, root.profile))],
  };
}
