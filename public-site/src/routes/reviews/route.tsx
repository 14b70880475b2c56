import { type LoaderFunctionArgs, useLoaderData, useOutletContext } from 'react-router-dom';
import { loadApprovedReviews } from '../../data/public-data.ts';
import type { RootData } from '../../layout/root-loader.ts';
import { fillCopy } from '../../lib/business-profile.ts';
import type { RouteHead } from '../../seo/page-head.ts';
import { type ReviewsData, ReviewsPage, reviewsData } from './ReviewsPage.tsx';

export async function loader({ request }: LoaderFunctionArgs): Promise<ReviewsData> {
  return reviewsData(await loadApprovedReviews(request));
}

export function Component() {
  const { profile, coverage } = useOutletContext<RootData>();
  return (
    <ReviewsPage profile={profile} coverage={coverage} {...(useLoaderData() as ReviewsData)} />
  );
}

export function head(_data: ReviewsData | undefined, root: RootData): RouteHead {
  return {
    seoPage: 'reviews',
    title: `Customer Reviews | ${root.profile.name}`,
    description: fillCopy(
      'Read what drivers in {region} say about our 24/7 towing, breakdown recovery and jump start service. Rated {rating} stars on Google.',
      root.profile,
    ),
  };
}
