import { Suspense } from 'react';
import { Await, type LoaderFunctionArgs, useLoaderData, useOutletContext } from 'react-router-dom';
import type { RootData } from '../../layout/root-loader.ts';
import type { RouteHead } from '../../seo/page-head.ts';
import { EmergencyPopup } from './EmergencyPopup.tsx';
import { type HomeLists, type HomeLoaderData, loadHomeLists } from './home-lists.ts';
import { AreasCovered } from './sections/AreasCovered.tsx';
import { CurrentOffers } from './sections/CurrentOffers.tsx';
import { FinalCta } from './sections/FinalCta.tsx';
import { Guarantees } from './sections/Guarantees.tsx';
import { HERO_POSTERS, Hero } from './sections/Hero.tsx';
import { HomeFaq } from './sections/HomeFaq.tsx';
import { ServicesGrid, ServicesLoading, ServicesSection } from './sections/ServicesSection.tsx';
import { ShareExperience } from './sections/ShareExperience.tsx';
import { TopReviews } from './sections/TopReviews.tsx';
import { TowTruckVideo } from './sections/TowTruckVideo.tsx';

/**
 * The four home lists, fetched in parallel and awaited, so the first HTML carries every service,
 * review, offer and area. The browser never runs this loader (no client router: a visit to / is
 * a full page load), so the loading state below shows only if a list is still a promise.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<HomeLoaderData> {
  const lists = loadHomeLists(request);
  return { lists: import.meta.env.SSR ? await lists : lists };
}

/** Renders `children` with the lists once loaded, `fallback` until then. */
function WithLists({
  lists,
  fallback,
  children,
}: {
  lists: HomeLoaderData['lists'];
  fallback: React.ReactNode;
  children: (lists: HomeLists) => React.ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={lists}>{(loaded: HomeLists) => children(loaded)}</Await>
    </Suspense>
  );
}

export function Component() {
  const { profile } = useOutletContext<RootData>();
  const { lists } = useLoaderData() as HomeLoaderData;
  return (
    <main id="main" className="page-flush">
      <Hero profile={profile} />
      <ServicesSection profile={profile}>
        <WithLists lists={lists} fallback={<ServicesLoading />}>
          {(loaded) => <ServicesGrid profile={profile} services={loaded.services} />}
        </WithLists>
      </ServicesSection>
      <TowTruckVideo profile={profile} />
      <Guarantees profile={profile} />
      <WithLists lists={lists} fallback={<AreasCovered locations={null} />}>
        {(loaded) => <AreasCovered locations={loaded.locations} />}
      </WithLists>
      <WithLists lists={lists} fallback={<TopReviews reviews={null} />}>
        {(loaded) => <TopReviews reviews={loaded.reviews} />}
      </WithLists>
      <ShareExperience profile={profile} />
      <WithLists lists={lists} fallback={<CurrentOffers promotions={null} />}>
        {(loaded) => <CurrentOffers promotions={loaded.promotions} />}
      </WithLists>
      <HomeFaq profile={profile} />
      <FinalCta profile={profile} />
      <EmergencyPopup profile={profile} />
    </main>
  );
}

export function head(): RouteHead {
  return {
    seoPage: 'home',
    title: '24/7 Towing & Breakdown Recovery in Birmingham',
    description:
      'Emergency towing, breakdown recovery, jump starts and fuel delivery across Birmingham and the West Midlands, 24 hours a day, 365 days a year. Call for a quote.',
    lcpImages: HERO_POSTERS,
  };
}
