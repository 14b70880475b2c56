import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import type { PageHandle } from '../routes/route-module.ts';
import { currentRouteHead } from '../seo/current-route-head.ts';
import { buildPageHead } from '../seo/page-head.ts';
import type { RootData } from './root-loader.ts';

/** After a client-side navigation, the title and description follow the page, as the server set them. */
export function HeadSync({ root }: { root: RootData }) {
  const matches = useMatches();
  const { pathname } = useLocation();
  useEffect(() => {
    const route = currentRouteHead(
      matches.map((m) => ({ handle: m.handle as PageHandle | undefined, data: m.data })),
      root,
    );
    if (!route) return;
    const head = buildPageHead({
      route,
      settings: root.seo,
      profile: root.profile,
      rating: root.rating,
      areas: root.locations.map((l) => l.name),
      pathname,
    });
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', head.canonical);
  }, [matches, root, pathname]);
  return null;
}
