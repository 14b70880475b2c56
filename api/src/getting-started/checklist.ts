import { DEMO_SITE_NAME, DEMO_SITE_PHONE, type GettingStarted } from '@tow/contracts';
import type { CurrentProfile } from '../business-profile/current-profile.ts';
import type { DB } from '../db/database.ts';
import { readBusinessProfile } from '../db/repositories/business-profile.ts';
import { countDemoRows } from '../db/repositories/demo-rows.ts';
import { hasMedia, readAreaFacts } from '../db/repositories/getting-started.ts';
import { hasPublishedText } from '../db/repositories/site-texts.ts';

/** The profile is the company's own once neither its name nor its number is the demo's. */
async function profileIsOwn(db: DB, profile: CurrentProfile): Promise<boolean> {
  const saved = (await readBusinessProfile(db)) ?? profile.current();
  return saved.name !== DEMO_SITE_NAME && saved.phone !== DEMO_SITE_PHONE;
}

/**
 * Areas are the company's own once one active area is not exactly as the demo seeded it and,
 * where areas have postcode districts, every active area lists at least one.
 */
async function areasAreOwn(db: DB): Promise<{ done: boolean; withoutDistricts: string[] }> {
  const areas = await readAreaFacts(db);
  const withoutDistricts = areas.withoutDistricts ?? [];
  return {
    done: areas.active > 0 && areas.owners > 0 && withoutDistricts.length === 0,
    withoutDistricts,
  };
}

/** "Make it yours", every step read from the data. */
export async function gettingStarted(db: DB, current: CurrentProfile): Promise<GettingStarted> {
  const [profile, areas, photos, words, demo] = await Promise.all([
    profileIsOwn(db, current),
    areasAreOwn(db),
    hasMedia(db),
    hasPublishedText(db),
    countDemoRows(db),
  ]);
  const demoLeft = demo.callback_requests + demo.reviews + demo.promotions;
  return {
    show: demoLeft > 0,
    items: [
      { step: 'profile', done: profile },
      { step: 'areas', done: areas.done },
      { step: 'photos', done: photos === true },
      { step: 'words', done: words },
      { step: 'demo', done: demoLeft === 0 },
    ],
    demo,
    areas_without_districts: areas.withoutDistricts,
  };
}
