import {
  CallbackRequestInput,
  LocationInput,
  PromotionInput,
  ReviewInput,
  SeoSettingInput,
  ServiceInput,
} from '@tow/contracts';
import { sql } from 'kysely';
import type { DB } from '../database.ts';
import { createCallbackRequest } from '../repositories/callback-requests.ts';
import { markDemoRows } from '../repositories/demo-rows.ts';
import { createLocation } from '../repositories/locations.ts';
import { createPromotion } from '../repositories/promotions.ts';
import { createReview } from '../repositories/reviews.ts';
import { createSeoSetting } from '../repositories/seo-settings.ts';
import { createService } from '../repositories/services.ts';
import { demoContent } from './demo-content.ts';

/**
 * Fills an empty database with the demo content, in one transaction: either the whole demo is
 * there or none of it. Does nothing when any service exists, so restarts never duplicate it.
 * The lock makes replicas that start together seed once. Every row written is listed in
 * `demo_rows`, so the owner can later remove what is still exactly as seeded.
 */
export async function seedDemoContent(db: DB, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`lock table services in exclusive mode`.execute(trx);
    const existing = await trx.selectFrom('services').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const content = demoContent(now);
    const seeded = async <I>(
      table: string,
      inputs: readonly I[],
      write: (input: I) => Promise<{ id: number }>,
    ) => {
      const written: number[] = [];
      for (const input of inputs) written.push((await write(input)).id);
      await markDemoRows(trx, table, written);
    };
    await seeded('services', content.services, (service) =>
      createService(trx, ServiceInput.parse(service)),
    );
    await seeded('promotions', content.promotions, (promotion) =>
      createPromotion(trx, PromotionInput.parse(promotion)),
    );
    await seeded('reviews', content.reviews, ({ created_at, ...review }) =>
      createReview(trx, ReviewInput.parse(review), created_at),
    );
    await seeded('locations', content.locations, (location) =>
      createLocation(trx, LocationInput.parse(location)),
    );
    await seeded('seo_settings', content.seoSettings, (setting) =>
      createSeoSetting(trx, SeoSettingInput.parse(setting)),
    );
    await seeded(
      'callback_requests',
      content.callbackRequests,
      ({ status, admin_notes, created_at, ...request }) =>
        createCallbackRequest(trx, CallbackRequestInput.parse(request), {
          status,
          admin_notes,
          created_at,
        }).then((stored) => stored.request),
    );
    return true;
  });
}
