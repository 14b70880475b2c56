import { SiteImages, SiteImagesInput } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import { documentRoutes } from '../../lib/document-routes.ts';
import { behind, jsonBody, routeDeclarations } from '../../lib/openapi.ts';
import { siteImageHandlers } from './site-images.handlers.ts';

export const { read: getSiteImages, write: updateSiteImages } = documentRoutes(
  routeDeclarations(['Media']),
  {
    path: '/site-images',
    key: 'images',
    record: SiteImages,
    read: {
      access: 'public',
      operationId: 'getSiteImages',
      summary:
        'The photos chosen for the home hero and the about page (public); null: the standard picture',
      answer: 'Each place with its photo or null',
    },
    write: {
      operationId: 'updateSiteImages',
      summary:
        'Choose the photos of the home hero and the about page from the library (null: the standard picture)',
      body: jsonBody(SiteImagesInput, 'Each place with a photo id or null'),
      answer: 'The places as saved',
    },
  },
);

/**
 * The photos of the site's own places (the home page's hero, the about page): public to read, so
 * the pages render them, and kept in memory until the content version moves; staff and owners
 * choose them from the library.
 */
export const registerSiteImageRoutes: RegisterRoutes = (router, deps, auth) => {
  const handlers = siteImageHandlers(deps);
  router.openapi(behind(getSiteImages, deps.publicAnswers.cached()), handlers.getSiteImages);
  router.openapi(behind(updateSiteImages, auth), handlers.updateSiteImages);
};
