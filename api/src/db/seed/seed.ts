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
import { createLocation } from '../repositories/locations.ts';
import { createPromotion } from '../repositories/promotions.ts';
import { createReview } from '../repositories/reviews.ts';
import { createSeoSetting } from '../repositories/seo-settings.ts';
import { createService } from '../repositories/services.ts';
import { demoContent } from './demo-content.ts';

/**
 * Fills an empty database with the demo content, in one transaction: either the whole demo is
 * there or none of it. Does nothing when any service exists, so restarts never duplicate it.
 * The lock makes replicas that start together seed once.
 */
export async function seedDemoContent(db: DB, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`lock table services in exclusive mode`.execute(trx);
    const existing = await trx.selectFrom('services').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const content = demoContent(now);
    for (const service of content.services) await createService(trx, ServiceInput.parse(service));
    for (const promotion of content.promotions)
      await createPromotion(trx, PromotionInput.parse(promotion));
    for (const { created_at, ...review } of content.reviews)
      await createReview(trx, ReviewInput.parse(review), created_at);
    for (const location of content.locations)
      await createLocation(trx, LocationInput.parse(location));
    for (const setting of content.seoSettings)
      await createSeoSetting(trx, SeoSettingInput.parse(setting));
    for (const { status, admin_notes, created_at, ...request } of content.callbackRequests) {
      await createCallbackRequest(trx, CallbackRequestInput.parse(request), {
        status,
        admin_notes,
        created_at,
      });
    }
    return true;
  });
}
