import { BusinessProfile, BusinessProfileInput } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import { saveBusinessProfile } from '../../business-profile/save-profile.ts';
import { readBusinessProfile } from '../../db/repositories/business-profile.ts';
import { documentRoutes } from '../../lib/document-routes.ts';
import { behind, jsonBody, routeDeclarations } from '../../lib/openapi.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { requireOwner } from '../../middleware/require-auth.ts';

const PUT_DESCRIPTION =
  'Replaces the whole profile: `name`, `phone` (a UK number, kept as written), `email` and `region` (the area covered as it reads in a sentence: "Birmingham and the West Midlands") are required; `whatsapp` (a mobile number, stored as +44…; empty for none), `address` (`street`, `town`, `postcode`: a UK postcode, stored as Royal Mail writes it), `region_short` (the area where space is tight: "Birmingham & West Midlands") and `region_wide` (the wider area with its article: "the West Midlands"), both standing as `region` when empty, `opening_text`, `google_review_url`, `google_rating` (the rating on Google with one decimal, 1.0 to 5.0: "4.8") and `year_established` (four digits, not in the future: "2009"), both claims no page makes when empty, and `social` (`facebook`, `instagram`, `x`: https links to those sites) may be empty; `logo_media_id` is an image of the media library or null. Every page, the structured data, the texts to drivers and the emails use it from the moment it is saved, on every replica; the change is in the activity log. Owner only: 403 for staff and crew.';

const { read, write } = documentRoutes(routeDeclarations(['Business profile']), {
  path: '/business-profile',
  key: 'profile',
  record: BusinessProfile,
  read: {
    access: 'public',
    operationId: 'getBusinessProfile',
    summary: 'The company running the site: name, numbers, email, address, links (public)',
    answer: 'The business profile',
  },
  write: {
    operationId: 'updateBusinessProfile',
    summary: 'Change the business profile (owner only)',
    description: PUT_DESCRIPTION,
    body: jsonBody(BusinessProfileInput, 'The whole profile'),
    answer: 'The profile as stored',
  },
});

export const registerBusinessProfileRoutes: RegisterRoutes = (
  router,
  { db, config, publicAnswers, profile },
  auth,
) => {
  const owner = requireOwner('change the business profile');

  router.openapi(
    behind(read, publicAnswers.cached()),
    // From the database, not this replica's copy: the answer is kept until the next change, and
    // the copy may not have been read again yet when the change is heard of.
    async (c) => {
      const stored = (await readBusinessProfile(db)) ?? profile.current();
      return c.json({ success: true as const, profile: stored }, 200);
    },
  );

  router.openapi(behind(write, auth, owner), async (c) => {
    const user = c.get('user');
    const actor = { id: user.id, name: user.name, ip: clientIp(c, config.TRUST_PROXY) };
    const fields = c.req.valid('json');
    const saved = await db.transaction().execute((trx) => saveBusinessProfile(trx, fields, actor));
    profile.saved(saved);
    c.set('audited', true);
    return c.json(
      { success: true as const, message: 'Business profile saved', profile: saved },
      200,
    );
  });
};
