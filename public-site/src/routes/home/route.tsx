import { mediaSrcset } from '@tow/contracts/media';
import { type LoaderFunctionArgs, useLoaderData, useOutletContext } from 'react-router-dom';
import type { RootData } from '../../layout/root-loader.ts';
import { fillCopy } from '../../lib/business-profile.ts';
import type { LcpImage, RouteHead } from '../../seo/page-head.ts';
import { shownText } from '../../shared/site-text.ts';
import { EmergencyPopup } from './EmergencyPopup.tsx';
import { type HomeLists, loadHomeLists } from './home-lists.ts';
import { AreasCovered } from './sections/AreasCovered.tsx';
import { CurrentOffers } from './sections/CurrentOffers.tsx';
import { FinalCta } from './sections/FinalCta.tsx';
import { Guarantees } from './sections/Guarantees.tsx';
import { HERO_PHOTO_SIZES, HERO_POSTERS, Hero, PORTRAIT } from './sections/Hero.tsx';
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
  const { profile, coverage, siteTexts } = useOutletContext<RootData>();
  const lists = useLoaderData() as HomeLists;
  return (
    <main id="main" className="page-flush">
      <Hero
        profile={profile}
        text={shownText(siteTexts, 'home-hero', profile)}
        coverage={coverage}
        photo={lists.siteImages.home_hero}
      />
      <ServicesSection profile={profile}>
        <ServicesGrid profile={profile} services={lists.services} />
      </ServicesSection>
      <TowTruckVideo profile={profile} />
      <Guarantees profile={profile} />
      <AreasCovered locations={lists.locations} profile={profile} />
      <TopReviews reviews={lists.reviews} rating={profile.claims.rating} />
      <ShareExperience profile={profile} />
      <CurrentOffers promotions={lists.promotions} />
      <HomeFaq profile={profile} />
      <FinalCta profile={profile} />
      <EmergencyPopup profile={profile} />
    </main>
  );
}

/**
 * The hero's picture, asked for from the head: the owner's photo (AVIF where taken; its portrait
 * cut on a phone held upright, as the hero's picture chooses), else the posters.
 */
function heroPreloads(lists: HomeLists | undefined): readonly LcpImage[] {
  const photo = lists?.siteImages.home_hero;
  if (!photo) return HERO_POSTERS;
  const whole = { srcset: mediaSrcset(photo, 'avif'), sizes: HERO_PHOTO_SIZES, type: 'image/avif' };
  const portrait = photo.portrait.find((copy) => copy.format === 'avif');
  if (!portrait) return [whole];
  return [
    { srcset: portrait.url, type: 'image/avif', media: PORTRAIT },
    { ...whole, media: `not all and ${PORTRAIT}` },
  ];
}

export function head(lists: HomeLists | undefined, root: RootData): RouteHead {
  return {
    seoPage: 'home',
    title: fillCopy('24/7 Towing & Breakdown Recovery in {town}', root.profile),
    description: `Emergency towing, breakdown recovery, jump starts and fuel delivery across ${root.profile.region.region}, 24 hours a day, 365 days a year. Call for a quote.`,
    lcpImages: heroPreloads(lists),
  };
}
