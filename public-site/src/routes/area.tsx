import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { loadActiveLocations, loadActiveServices } from '../data/public-data.ts';
import { type AreaData, AreaPage } from '../pages/area/AreaPage.tsx';
import type { RouteHead } from '../seo/page-head.ts';
import type { RootData } from './root-data.ts';

export { action } from './contact.tsx';

/** An active location by its slug, with the active services; anything else is a 404. */
export async function loader({ params }: LoaderFunctionArgs): Promise<AreaData> {
  const [locations, services] = await Promise.all([loadActiveLocations(), loadActiveServices()]);
  const location = locations.find((l) => l.slug === params.slug && l.is_active);
  if (!location) throw data(null, { status: 404 });
  return { location, services, otherLocations: locations.filter((l) => l.id !== location.id) };
}

export const Component = AreaPage;

export function head(area: AreaData | undefined, root: RootData): RouteHead {
  const name = area?.location.name ?? 'the West Midlands';
  return {
    title: `Towing & Recovery in ${name} | 24/7`,
    description: `24/7 towing, breakdown recovery, jump starts and fuel delivery in ${name}. Local, licensed and fully insured. Call ${root.profile.phone} for a quote.`,
  };
}
