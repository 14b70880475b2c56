import {
  fillPlaceholders,
  type Placeholders,
  richTextHtml,
  type SiteText,
  type SiteTextDetail,
  type SiteTextInput,
  type SiteTextVersion,
} from '@tow/contracts';
import type { z } from 'zod';
import type { DB } from '../db/database.ts';
import { insertAuditEvent } from '../db/repositories/audit-events.ts';
import {
  findTextVersion,
  insertTextVersion,
  latestTextVersion,
  listPublishedTexts,
  listTextVersions,
} from '../db/repositories/site-texts.ts';
import { notFound } from '../lib/api-error.ts';
import { findTextPlace, listTextPlaces, type TextPlace } from './site-text-places.ts';

type Words = z.output<typeof SiteTextInput>;

export interface Publisher {
  id: number;
  name: string;
  ip: string | null;
}

function shownText(place: TextPlace, published: SiteTextVersion | undefined): SiteText {
  const words = published ?? place.place.defaults;
  return {
    key: place.key,
    label: place.label,
    heading: fillPlaceholders(words.heading, place.placeholders),
    html: richTextHtml(words.body, place.placeholders),
    published_at: published?.published_at ?? null,
  };
}

/** The words every public page shows now: the newest version of each, or the spec's words. */
export async function publishedSiteTexts(db: DB, company: Placeholders): Promise<SiteText[]> {
  const [places, published] = await Promise.all([
    listTextPlaces(db, company),
    listPublishedTexts(db),
  ]);
  const byKey = new Map(published.map((version) => [version.key, version]));
  return places.map((place) => shownText(place, byKey.get(place.key)));
}

async function placeOf(db: DB, key: string, company: Placeholders): Promise<TextPlace> {
  const place = await findTextPlace(db, key, company);
  if (!place) throw notFound('Site text');
  return place;
}

/** What the editor shows for one text: its defaults, what is live, and every version. */
export async function siteTextDetail(
  db: DB,
  key: string,
  company: Placeholders,
): Promise<SiteTextDetail> {
  const place = await placeOf(db, key, company);
  const versions = await listTextVersions(db, key);
  const current = versions[0] ?? place.place.defaults;
  return {
    key,
    label: place.label,
    heading_label: place.place.headingLabel,
    body_label: place.place.bodyLabel,
    defaults: { ...place.place.defaults },
    current: { heading: current.heading, body: current.body },
    placeholders: { ...place.placeholders },
    versions,
  };
}

async function publish(
  trx: DB,
  place: TextPlace,
  words: Words,
  by: Publisher,
  restoredFrom?: SiteTextVersion,
): Promise<SiteText> {
  const before = (await latestTextVersion(trx, place.key)) ?? place.place.defaults;
  const version = await insertTextVersion(trx, {
    key: place.key,
    heading: words.heading,
    body: words.body,
    publishedBy: by,
    ...(restoredFrom ? { restoredFrom: restoredFrom.id } : {}),
  });
  await insertAuditEvent(trx, {
    actorId: by.id,
    actorName: by.name,
    action: restoredFrom ? 'restore' : 'publish',
    entity: 'site_text',
    entityId: place.key,
    recordName: place.where,
    ip: by.ip,
    changes: Object.fromEntries(
      (['heading', 'body'] as const)
        .filter((field) => before[field] !== words[field])
        .map((field) => [field, { before: before[field], after: words[field] }]),
    ),
  });
  return shownText(place, version);
}

/** Publishes new words for one text, in the caller's transaction, with its audit entry. */
export async function publishSiteText(
  trx: DB,
  key: string,
  words: Words,
  by: Publisher,
  company: Placeholders,
): Promise<SiteText> {
  return publish(trx, await placeOf(trx, key, company), words, by);
}

/** Publishes an earlier version again, as the newest: the version list keeps both. */
export async function restoreSiteText(
  trx: DB,
  key: string,
  versionId: number,
  by: Publisher,
  company: Placeholders,
): Promise<{ text: SiteText; restored: SiteTextVersion }> {
  const place = await placeOf(trx, key, company);
  const restored = await findTextVersion(trx, key, versionId);
  if (!restored) throw notFound('Version');
  return { text: await publish(trx, place, restored, by, restored), restored };
}
