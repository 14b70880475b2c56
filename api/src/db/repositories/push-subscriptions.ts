import type { DB } from '../database.ts';
import { countRows } from './shared.ts';

export interface StoredPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Stores a browser's subscription, or refreshes its keys and owner when the endpoint is known. */
export async function savePushSubscription(
  db: DB,
  subscription: StoredPushSubscription,
  userId: number,
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      user_id: userId,
    })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet((eb) => ({
        p256dh: eb.ref('excluded.p256dh'),
        auth: eb.ref('excluded.auth'),
        user_id: eb.ref('excluded.user_id'),
        updated_at: new Date(),
      })),
    )
    .execute();
}

/** True when a subscription with that endpoint existed. */
export async function deletePushSubscription(db: DB, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function listPushSubscriptions(db: DB): Promise<StoredPushSubscription[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'p256dh', 'auth'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
  }));
}

export function countPushSubscriptions(db: DB): Promise<number> {
  return countRows(db, 'push_subscriptions');
}
