import { loadActivePromotions } from '../data/public-data.ts';
import { type PromotionsData, PromotionsPage } from '../pages/promotions/PromotionsPage.tsx';
import type { RouteHead } from '../seo/page-head.ts';

export async function loader(): Promise<PromotionsData> {
  return { promotions: await loadActivePromotions() };
}

export const Component = PromotionsPage;

export function head(): RouteHead {
  return {
    seoPage: 'promotions',
    title: 'Towing Offers & Promotions | Birmingham',
    description:
      'Current offers on towing, breakdown recovery and jump starts in Birmingham and the West Midlands. Quote the code when you call to claim your discount.',
  };
}
