import { loadActiveServices } from '../data/public-data.ts';
import { type ServicesData, ServicesPage } from '../pages/services/ServicesPage.tsx';
import type { RouteHead } from '../seo/page-head.ts';
import type { RootData } from './root-data.ts';

export async function loader(): Promise<ServicesData> {
  return { services: await loadActiveServices() };
}

export const Component = ServicesPage;

export function head(data: ServicesData | undefined, root: RootData): RouteHead {
  const names = data?.services.map((s) => s.name) ?? [];
  return {
    seoPage: 'services',
    title: 'Towing & Recovery Services | 24/7 Birmingham',
    description: `24/7 towing, breakdown recovery, jump starts, fuel delivery and car and van recovery across Birmingham and the West Midlands. Call ${root.profile.phone} for a quote.`,
    keywords: names.join(', ') || undefined,
  };
}
