import type { MediaImage } from '@tow/contracts/media';
import { type LoaderFunctionArgs, useLoaderData, useOutletContext } from 'react-router-dom';
import { loadSiteImages } from '../../data/public-data.ts';
import type { RootData } from '../../layout/root-loader.ts';
import { type BusinessProfile, fillCopy } from '../../lib/business-profile.ts';
import type { RouteHead } from '../../seo/page-head.ts';
import { shownText } from '../../shared/site-text.ts';
import { AboutPage } from './AboutPage.tsx';

interface AboutData {
  /** The owner's photo beside the story; null keeps the drawing. */
  readonly photo: MediaImage | null;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<AboutData> {
  return { photo: (await loadSiteImages(request)).about };
}

export function Component() {
  const { profile, coverage, siteTexts, locations } = useOutletContext<RootData>();
  const { photo } = useLoaderData() as AboutData;
  return (
    <AboutPage
      profile={profile}
      hero={shownText(siteTexts, 'about-hero', profile)}
      story={shownText(siteTexts, 'about-story', profile)}
      coverage={coverage}
      photo={photo}
      areas={locations.length}
    />
  );
}

export function head(_data: unknown, root: RootData): RouteHead {
  return {
    seoPage: 'about',
    title: fillCopy('About Us | {company} - 24/7 Towing {town}', root.profile),
    description: aboutDescription(root.profile),
  };
}

/** The claims read without the year or the rating the owner left empty, never "since ." */
function aboutDescription(profile: BusinessProfile): string {
  const { rating, established } = profile.claims;
  const since = established ? ` since ${established}` : '';
  const licensed = rating
    ? `Licensed, fully insured and ${rating} star rated on Google.`
    : 'Licensed and fully insured.';
  return `Local 24/7 towing and breakdown recovery in ${profile.region.region}${since}. ${licensed}`;
}
