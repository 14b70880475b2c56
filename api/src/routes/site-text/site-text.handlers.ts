import type { AppDeps } from '../../app-deps.ts';
import type { AppRouteHandler } from '../../lib/openapi.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { companyPlaceholders } from '../../site-text/placeholders.ts';
import {
  publishedSiteTexts,
  publishSiteText,
  restoreSiteText,
  siteTextDetail,
} from '../../site-text/site-texts.ts';
import type * as routes from './site-text.routes.ts';

/** The date a version was published, as the owner reads it in a message. */
const ukDate = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

export function siteTextHandlers({ db, config, profile }: AppDeps) {
  const company = () => companyPlaceholders(db, profile);

  const listPublished: AppRouteHandler<typeof routes.listPublished> = async (c) =>
    c.json({ success: true as const, texts: await publishedSiteTexts(db, await company()) }, 200);

  const readVersions: AppRouteHandler<typeof routes.readVersions> = async (c) => {
    const { key } = c.req.valid('param');
    return c.json(
      { success: true as const, text: await siteTextDetail(db, key, await company()) },
      200,
    );
  };

  const publish: AppRouteHandler<typeof routes.publish> = async (c) => {
    const { key } = c.req.valid('param');
    const words = c.req.valid('json');
    const user = c.get('user');
    const by = { id: user.id, name: user.name, ip: clientIp(c, config.TRUST_PROXY) };
    const placeholders = await company();
    const text = await db
      .transaction()
      .execute((trx) => publishSiteText(trx, key, words, by, placeholders));
    c.set('audited', true);
    return c.json({ success: true as const, message: `Published: ${text.label}`, text }, 200);
  };

  const restore: AppRouteHandler<typeof routes.restore> = async (c) => {
    const { key, id } = c.req.valid('param');
    const user = c.get('user');
    const by = { id: user.id, name: user.name, ip: clientIp(c, config.TRUST_PROXY) };
    const placeholders = await company();
    const { text, restored } = await db
      .transaction()
      .execute((trx) => restoreSiteText(trx, key, id, by, placeholders));
    c.set('audited', true);
    return c.json(
      {
        success: true as const,
        message: `Restored the words published ${ukDate(restored.published_at)}: ${text.label}`,
        text,
        restored,
      },
      200,
    );
  };

  return { listPublished, readVersions, publish, restore };
}
