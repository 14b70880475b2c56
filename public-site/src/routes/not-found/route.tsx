import { data, useOutletContext } from 'react-router-dom';
import type { RootData } from '../../layout/root-loader.ts';
import type { RouteHead } from '../../seo/page-head.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

/** Any unknown path: a real 404, rendered by the layout's error boundary with the site around it. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export function Component() {
  const { profile } = useOutletContext<RootData>();
  return <NotFoundPage profile={profile} />;
}

export function head(): RouteHead {
  return { title: 'Page not found', description: 'This page does not exist.', noindex: true };
}
