import { sql } from 'kysely';
import type { DB } from '../database.ts';
import type { AlertChannelStatusTable } from '../schema.ts';
import type { StatementPart } from '../statement-parts.ts';
import { toIso } from './shared.ts';

export type AlertChannel = AlertChannelStatusTable['channel'];

export interface ChannelHealth {
  failing_since: string | null;
  last_error: string | null;
  last_success_at: string | null;
}

/** A delivery failed: failing since now unless it already was; the latest error is kept. */
export async function recordChannelFailure(
  db: DB,
  channel: AlertChannel,
  error: string,
): Promise<void> {
  await db
    .insertInto('alert_channel_status')
    .values({ channel, failing_since: sql<Date>`now()`, last_error: error })
    .onConflict((oc) =>
      oc.column('channel').doUpdateSet({
        failing_since: sql<Date>`coalesce(alert_channel_status.failing_since, now())`,
        last_error: sql<string>`excluded.last_error`,
      }),
    )
    .execute();
}

/**
 * A delivery went through: the channel is healthy again. A healthy channel's row is rewritten at
 * most once a minute (for `last_success_at`), so a burst of alerts does not queue on one row. A
 * part of a larger statement (see runAsOneStatement): an alert job writes it with its completion.
 */
export function channelSuccessWrite(channel: AlertChannel): StatementPart {
  return {
    ctes: sql`channel_success as (
      insert into alert_channel_status (channel, last_success_at) values (${channel}, now())
      on conflict (channel) do update
      set failing_since = null, last_error = null, last_success_at = now()
      where alert_channel_status.failing_since is not null
        or alert_channel_status.last_success_at is null
        or alert_channel_status.last_success_at < now() - interval '1 minute'
    )`,
  };
}

export async function readChannelHealth(db: DB, channel: AlertChannel): Promise<ChannelHealth> {
  const row = await db
    .selectFrom('alert_channel_status')
    .selectAll()
    .where('channel', '=', channel)
    .executeTakeFirst();
  return {
    failing_since: row?.failing_since ? toIso(row.failing_since) : null,
    last_error: row?.last_error ?? null,
    last_success_at: row?.last_success_at ? toIso(row.last_success_at) : null,
  };
}
