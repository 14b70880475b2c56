import { type LoaderFunctionArgs, useLoaderData, useOutletContext } from 'react-router-dom';
import type { RootData } from '../../layout/root-loader.ts';
import type { RouteHead } from '../../seo/page-head.ts';
import { EmergencyPopup } from './EmergencyPopup.tsx';
import { type HomeLists, loadHomeLists } from './home-lists.ts';
import { AreasCovered } from './sections/AreasCovered.tsx';
import { CurrentOffers } from './sections/CurrentOffers.tsx';
import { FinalCta } from './sections/FinalCta.tsx';
import { Guarantees } from './sections/Guarantees.tsx';
import { HERO_POSTERS, Hero } from './sections/Hero.tsx';
import { HomeFaq } from './sections/HomeFaq.tsx';
import { ServicesGrid, ServicesSection } from './sections/ServicesSection.tsx';
import { ShareExperience } from './sections/ShareExperience.tsx';
import { TopReviews } from './sections/TopReviews.tsx';
import { TowTruckVideo } from './sections/TowTruckVideo.tsx';

/**
 * The four home lists, fetched in parallel, so the first HTML carries every service, review,
 * offer and area. Only the server runs this page (no client router: a visit to / is a full page
 * load), so it never shows a loading state.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<HomeLists> {
  return loadHomeLists(request);
}

export function Component() {
  const { profile } = useOutletContext<RootData>();
  const lists = useLoaderData() as HomeLists;
  return (
    <main id="main" className="page-flush">
      <Hero profile={profile} />
      <ServicesSection profile={profile}>
        <ServicesGrid profile={profile} services={lists.services} />
      </ServicesSection>
      <TowTruckVideo profile={profile} />
      <Guarantees profile={profile} />
      <AreasCovered locations={lists.locations} />
      <TopReviews reviews={lists.reviews} />
      <ShareExperience profile={profile} />
      <CurrentOffers promotions={lists.promotions} />
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
