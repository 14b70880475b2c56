import { type LoaderFunctionArgs, useLoaderData, useOutletContext } from 'react-router-dom';
import { loadActiveServices } from '../../data/public-data.ts';
import type { RootData } from '../../layout/root-loader.ts';
import { fillCopy } from '../../lib/business-profile.ts';
import type { RouteHead } from '../../seo/page-head.ts';
import { type ServicesData, ServicesPage } from './ServicesPage.tsx';

export async function loader({ request }: LoaderFunctionArgs): Promise<ServicesData> {
  return { services: await loadActiveServices(request) };
}

export function Component() {
  const { profile, locations, coverage } = useOutletContext<RootData>();
  const { services } = useLoaderData() as ServicesData;
  return (
    <ServicesPage profile={profile} services={services} locations={locations} coverage={coverage} />
  );
}

export function head(data: ServicesData | undefined, root: RootData): RouteHead {
  const names = data?.services.map((s) => s.name) ?? [];
  return {
    seoPage: 'services',
    title: fillCopy('Towing & Recovery Services | 24/7 {town}', root.profile),
    description: `24/7 towing, breakdown recovery, jump starts, fuel delivery and car and van recovery across ${root.profile.region.region}. Call ${root.profile.phone} for a quote.`,
    keywords: names.join(', ') || undefined,
  };
}
