import type { DemoContentCounts } from '@tow/contracts';
import { deleteRequest } from '../callback-requests/lifecycle.ts';
import type { DB } from '../db/database.ts';
import { insertAuditEvent } from '../db/repositories/audit-events.ts';
import { deleteDemoRows, listDemoRowIds } from '../db/repositories/demo-rows.ts';

export interface Remover {
  id: number;
  name: string;
  ip: string | null;
}

/**
 * Deletes the demo's requests, reviews and offers that are still exactly as seeded, in the
 * caller's transaction, and records how many in the audit trail. Each request goes through its
 * lifecycle's deletion, so every open console takes it off its lists and the bell. Services,
 * areas and SEO settings stay: they are the site's pages, which the owner edits rather than
 * starts again.
 */
export async function removeDemoContent(trx: DB, by: Remover): Promise<DemoContentCounts> {
  const requests = await listDemoRowIds(trx, 'callback_requests');
  for (const id of requests) await deleteRequest(trx, id);
  const removed = { callback_requests: requests.length, ...(await deleteDemoRows(trx)) };
  await insertAuditEvent(trx, {
    actorId: by.id,
    actorName: by.name,
    action: 'remove_demo_content',
    entity: 'demo_content',
    entityId: null,
    ip: by.ip,
    changes: Object.fromEntries(
      Object.entries(removed).map(([table, count]) => [table, { after: count }]),
    ),
  });
  return removed;
}
