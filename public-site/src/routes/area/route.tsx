import { areaTextKey } from '@tow/contracts/site-text';
import { data, type LoaderFunctionArgs, useLoaderData, useOutletContext } from 'react-router-dom';
import { loadActiveLocations, loadActiveServices, loadFormStamp } from '../../data/public-data.ts';
import type { RootData } from '../../layout/root-loader.ts';
import type { RouteHead } from '../../seo/page-head.ts';
import { shownText } from '../../shared/site-text.ts';
import { type AreaData, AreaPage } from './AreaPage.tsx';

export { callbackAction as action } from '../../shared/callback/callback-action.ts';

/** An active location by its slug, with the active services; anything else is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs): Promise<AreaData> {
  const [locations, services, formStamp] = await Promise.all([
    loadActiveLocations(request),
    loadActiveServices(request),
    loadFormStamp(),
  ]);
  const location = locations.find((l) => l.slug === params.slug && l.is_active);
  if (!location) throw data(null, { status: 404 });
  return { location, services, locations, formStamp };
}

export function Component() {
  const { profile, coverage, siteTexts } = useOutletContext<RootData>();
  const area = useLoaderData() as AreaData;
  const hero = shownText(siteTexts, areaTextKey(area.location.id), profile, {
    area: area.location.name,
  });
  return <AreaPage profile={profile} hero={hero} coverage={coverage} {...area} />;
}

export function head(area: AreaData | undefined, root: RootData): RouteHead {
  const name = area?.location.name ?? root.profile.region.region_wide;
  return {
    title: `Towing & Recovery in ${name} | 24/7`,
    description: `24/7 towing, breakdown recovery, jump starts and fuel delivery in ${name}. Local, licensed and fully insured. Call ${root.profile.phone} for a quote.`,
  };
}
