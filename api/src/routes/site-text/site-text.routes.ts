import { z } from '@hono/zod-openapi';
import { SiteText, SiteTextDetail, SiteTextInput, SiteTextVersion } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import {
  answer,
  behind,
  errorResponses,
  jsonBody,
  registerBehind,
  routeDeclarations,
  successAnswer,
} from '../../lib/openapi.ts';
import { requireOwner } from '../../middleware/require-auth.ts';
import { siteTextHandlers } from './site-text.handlers.ts';

const { publicRoute, staffRoute } = routeDeclarations(['Site text']);

const KEY_TEXT =
  'Which words: `home-hero`, `about-hero`, `about-story`, `contact-hero`, or `area-{id}` for the page of the area with that id';

const KeyParam = z.object({
  key: z
    .string()
    .max(40, 'No such site text')
    .openapi({ param: { name: 'key', in: 'path' }, description: KEY_TEXT, example: 'home-hero' }),
});

const VersionParams = KeyParam.extend({
  id: z.coerce
    .number({ error: 'The version id must be a whole number' })
    .int('The version id must be a whole number')
    .positive('The version id must be a positive whole number')
    .max(2_147_483_647, 'The version id is too large')
    .openapi({ param: { name: 'id', in: 'path' }, description: 'A version of that text' }),
});

const FORMAT_TEXT =
  'The body is plain text: a blank line starts a paragraph, a line break stays one, and `[words](https://…)` is a link (to `https://`, a page of this site such as `/contact`, `tel:` or `mailto:`; any other target is refused with 422). Nothing else is markup: HTML tags are shown as typed, every character escaped. `{company}`, `{phone}` and, on an area page, `{area}` are filled in where the words are shown.';

export const listPublished = publicRoute({
  method: 'get',
  path: '/site-text',
  operationId: 'listSiteTexts',
  summary: 'The words every public page shows now (public)',
  description: `Every editable text with its placeholders filled: the heading as plain text, the body as HTML made only of \`<p>\`, \`<br>\` and \`<a href>\` with every other character escaped. A text nobody has published gives the default words and \`published_at: null\`. Area pages are listed for the active areas. ${FORMAT_TEXT}`,
  responses: { 200: answer('texts', SiteText.array(), 'The texts, the fixed pages first') },
});

export const readVersions = staffRoute({
  method: 'get',
  path: '/site-text/{key}/versions',
  operationId: 'getSiteTextVersions',
  summary: 'One text for the editor: defaults, what is live, placeholders and every version',
  description:
    'Staff and owners read it; only owners publish or restore. `current` is the newest version as written (placeholders not filled), or the defaults while none is published.',
  request: { params: KeyParam },
  responses: {
    200: answer('text', SiteTextDetail, 'The text and its versions'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const publish = staffRoute({
  method: 'put',
  path: '/site-text/{key}',
  operationId: 'publishSiteText',
  summary: 'Publish new words for one text (owner only)',
  description: `Writes a new version, which every page on every server shows at once (the public content version moves). Earlier versions are kept for restore. ${FORMAT_TEXT}`,
  request: {
    params: KeyParam,
    body: jsonBody(SiteTextInput, 'The heading (one line) and the body'),
  },
  responses: {
    200: answer('text', SiteText, 'The text as pages now show it', true),
    ...errorResponses(400, 401, 403, 404, 413, 415, 422),
  },
});

export const restore = staffRoute({
  method: 'post',
  path: '/site-text/{key}/versions/{id}/restore',
  operationId: 'restoreSiteTextVersion',
  summary: 'Publish an earlier version of one text again (owner only)',
  description:
    'Writes a copy of that version as the newest (with `restored_from`), so the list keeps every version, the one replaced included.',
  request: { params: VersionParams },
  responses: {
    200: successAnswer('The text as pages now show it, and the version brought back', {
      message: z.string(),
      text: SiteText,
      restored: SiteTextVersion,
    }),
    ...errorResponses(400, 401, 403, 404),
  },
});

/** The owner's words on the public pages: read by anyone, edited by owners. */
export const registerSiteTextRoutes: RegisterRoutes = (router, deps, auth) => {
  const handlers = siteTextHandlers(deps);
  const owner = requireOwner("change the site's words");
  router.openapi(behind(listPublished, deps.publicAnswers.cached()), handlers.listPublished);
  router.openapi(behind(readVersions, auth), handlers.readVersions);
  registerBehind(router, [auth, owner], { publish, restore }, handlers);
};
