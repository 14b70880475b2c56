import { type LoaderFunctionArgs, useLoaderData, useOutletContext } from 'react-router-dom';
import { loadActivePromotions } from '../../data/public-data.ts';
import type { RootData } from '../../layout/root-loader.ts';
import type { RouteHead } from '../../seo/page-head.ts';
import { type PromotionsData, PromotionsPage } from './PromotionsPage.tsx';

export async function loader({ request }: LoaderFunctionArgs): Promise<PromotionsData> {
  return { promotions: await loadActivePromotions(request) };
}

export function Component() {
  const { profile, services } = useOutletContext<RootData>();
  const { promotions } = useLoaderData() as PromotionsData;
  return <PromotionsPage profile={profile} services={services} promotions={promotions} />;
}

export function head(): RouteHead {
  return {
    seoPage: 'promotions',
    title: 'Towing Offers & Promotions | Birmingham',
    description:
      'Current offers on towing, breakdown recovery and jump starts in Birmingham and the West Midlands. Quote the code when you call to claim your discount.',
  };
}
