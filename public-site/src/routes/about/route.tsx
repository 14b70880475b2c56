import { useOutletContext } from 'react-router-dom';
import type { RootData } from '../../layout/root-loader.ts';
import type { RouteHead } from '../../seo/page-head.ts';
import { AboutPage } from './AboutPage.tsx';

export function Component() {
  const { profile } = useOutletContext<RootData>();
  return <AboutPage profile={profile} />;
}

export function head(_data: unknown, root: RootData): RouteHead {
  return {
    seoPage: 'about',
    title: `About Us | ${root.profile.name} - 24/7 Towing Birmingham`,
    description:
      'Local 24/7 towing and breakdown recovery in Birmingham and the West Midlands since 2021. Licensed, fully insured and 5.0 star rated on Google.',
  };
}
