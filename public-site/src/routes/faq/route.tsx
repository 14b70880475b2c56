import { useOutletContext } from 'react-router-dom';
import type { RootData } from '../../layout/root-loader.ts';
import { fillCopy } from '../../lib/business-profile.ts';
import type { RouteHead } from '../../seo/page-head.ts';
import { FAQ_CATEGORIES } from '../../shared/faq.ts';
import { FaqPage } from './FaqPage.tsx';
import { faqPageJsonLd } from './faq-json-ld.ts';

export function Component() {
  const { profile, coverage } = useOutletContext<RootData>();
  return <FaqPage profile={profile} coverage={coverage} />;
}

export function head(_data: unknown, root: RootData): RouteHead {
  const items = FAQ_CATEGORIES.flatMap((category) => category.items);
  return {
    seoPage: 'faq',
    title: fillCopy('Towing & Recovery FAQs | {town} 24/7', root.profile),
    description: `Answers to common questions about our 24/7 towing and breakdown recovery in ${root.profile.region.region}: response times, areas, quotes, payment and safety.`,
    jsonLd: [faqPageJsonLd(items, (text) => fillCopy(text, root.profile))],
  };
}
