import { Suspense } from 'react';
import { Await, useLoaderData } from 'react-router-dom';
import { Hero } from '../home/Hero.tsx';
import {
  AreasCovered,
  CurrentOffers,
  FinalCta,
  Guarantees,
  HomeFaq,
  ShareExperience,
  TopReviews,
  TowTruckVideo,
} from '../home/HomeSections.tsx';
import { type HomeLists, type HomeLoaderData, loadHomeLists } from '../home/home-data.ts';
import { ServicesGrid, ServicesLoading, ServicesSection } from '../home/ServicesSection.tsx';
import { EmergencyPopup } from '../layout/EmergencyPopup.tsx';
import type { RouteHead } from '../seo/page-head.ts';

/**
 * The four home lists, fetched in parallel. On the server they are awaited, so the first HTML
 * carries every service, review, offer and area; in the browser (a client-side visit to /) the
 * page renders at once and shows its loading state until all four calls have finished.
 */
export async function loader(): Promise<HomeLoaderData> {
  const lists = loadHomeLists();
  return { lists: import.meta.env.SSR ? await lists : lists };
}

/** Renders `children` with the lists once loaded, `fallback` until then. */
function WithLists({
  fallback,
  children,
}: {
  fallback: React.ReactNode;
  children: (lists: HomeLists) => React.ReactNode;
}) {
  const { lists } = useLoaderData() as HomeLoaderData;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={lists}>{(loaded: HomeLists) => children(loaded)}</Await>
    </Suspense>
  );
}

export function Component() {
  return (
    <main id="main" className="page-flush">
      <Hero />
      <ServicesSection>
        <WithLists fallback={<ServicesLoading />}>
          {(lists) => <ServicesGrid services={lists.services} />}
        </WithLists>
      </ServicesSection>
      <TowTruckVideo />
      <Guarantees />
      <WithLists fallback={<AreasCovered locations={null} />}>
        {(lists) => <AreasCovered locations={lists.locations} />}
      </WithLists>
      <WithLists fallback={<TopReviews reviews={null} />}>
        {(lists) => <TopReviews reviews={lists.reviews} />}
      </WithLists>
      <ShareExperience />
      <WithLists fallback={<CurrentOffers promotions={null} />}>
        {(lists) => <CurrentOffers promotions={lists.promotions} />}
      </WithLists>
      <HomeFaq />
      <FinalCta />
      <EmergencyPopup />
    </main>
  );
}

export function head(): RouteHead {
  return {
    seoPage: 'home',
    title: '24/7 Towing & Breakdown Recovery in Birmingham',
    description:
      'Emergency towing, breakdown recovery, jump starts and fuel delivery across Birmingham and the West Midlands, 24 hours a day, 365 days a year. Call for a quote.',
  };
}
