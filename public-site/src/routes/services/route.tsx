import { type LoaderFunctionArgs, useLoaderData, useOutletContext } from 'react-router-dom';
import { loadActiveServices } from '../../data/public-data.ts';
import type { RootData } from '../../layout/root-loader.ts';
import type { RouteHead } from '../../seo/page-head.ts';
import { type ServicesData, ServicesPage } from './ServicesPage.tsx';

export async function loader({ request }: LoaderFunctionArgs): Promise<ServicesData> {
  return { services: await loadActiveServices(request) };
}

export function Component() {
  const { profile, locations } = useOutletContext<RootData>();
  const { services } = useLoaderData() as ServicesData;
  return <ServicesPage profile={profile} services={services} locations={locations} />;
}

export function head(data: ServicesData | undefined, root: RootData): RouteHead {
  const names = data?.services.map((s) => s.name) ?? [];
  return {
    seoPage: 'services',
    title: 'Towing & Recovery Services | 24/7 Birmingham',
    description: `24/7 towing, breakdown recovery, jump starts, fuel delivery and car and van recovery across Birmingham and the West Midlands. Call ${root.profile.phone} for a quote.`,
    keywords: names.join(', ') || undefined,
  };
}
