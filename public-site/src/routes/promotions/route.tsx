import { type LoaderFunctionArgs, useLoaderData, useOutletContext } from 'react-router-dom';
import { loadActivePromotions } from '../../data/public-data.ts';
import type { RootData } from '../../layout/root-loader.ts';
import { fillCopy } from '../../lib/business-profile.ts';
import type { RouteHead } from '../../seo/page-head.ts';
import { type PromotionsData, PromotionsPage } from './PromotionsPage.tsx';

export async function loader({ request }: LoaderFunctionArgs): Promise<PromotionsData> {
  return { promotions: await loadActivePromotions(request) };
}

export function Component() {
  const { profile, services, coverage } = useOutletContext<RootData>();
  const { promotions } = useLoaderData() as PromotionsData;
  return (
    <PromotionsPage
      profile={profile}
      services={services}
      promotions={promotions}
      coverage={coverage}
    />
  );
}

export function head(_data: unknown, root: RootData): RouteHead {
  return {
    seoPage: 'promotions',
    title: fillCopy('Towing Offers & Promotions | {town}', root.profile),
    description: `Current offers on towing, breakdown recovery and jump starts in ${root.profile.region.region}. Quote the code when you call to claim your discount.`,
  };
}
