import { type LoaderFunctionArgs, useLoaderData, useOutletContext } from 'react-router-dom';
import { loadApprovedReviews } from '../../data/public-data.ts';
import type { RootData } from '../../layout/root-loader.ts';
import type { RouteHead } from '../../seo/page-head.ts';
import { type ReviewsData, ReviewsPage, reviewsData } from './ReviewsPage.tsx';

export async function loader({ request }: LoaderFunctionArgs): Promise<ReviewsData> {
  return reviewsData(await loadApprovedReviews(request));
}

export function Component() {
  const { profile } = useOutletContext<RootData>();
  return <ReviewsPage profile={profile} {...(useLoaderData() as ReviewsData)} />;
}

export function head(_data: ReviewsData | undefined, root: RootData): RouteHead {
  return {
    seoPage: 'reviews',
    title: `Customer Reviews | ${root.profile.name}`,
    description:
      'Read what drivers in Birmingham and the West Midlands say about our 24/7 towing, breakdown recovery and jump start service. Rated 5.0 stars on Google.',
  };
}
