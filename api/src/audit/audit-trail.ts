import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../app-deps.ts';
import type { DB } from '../db/database.ts';
import { insertAuditEvent } from '../db/repositories/audit-events.ts';
import { clientIp } from '../middleware/client-ip.ts';
import { AUDITED_TABLES, type AuditedResource, type Row } from './audited-tables.ts';
import { recordName } from './record-names.ts';
import { diffRows } from './redact.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VERBS: Record<string, string> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

async function readRow(db: DB, resource: AuditedResource, id: number): Promise<Row | null> {
  const row = await db
    .selectFrom(AUDITED_TABLES[resource])
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return (row as Row | undefined) ?? null;
}

/** The id of the record an answer carries (`{ service: { id } }`), for a create. */
function answeredId(body: unknown): number | null {
  if (!body || typeof body !== 'object') return null;
  for (const value of Object.values(body)) {
    if (value && typeof value === 'object' && 'id' in value && Number.isInteger(value.id))
      return value.id as number;
  }
  return null;
}

interface Target {
  entity: string;
  resource: AuditedResource | null;
  id: number | null;
  action: string;
}

/**
 * What a mutating call acts on, read from its path: `PUT /api/services/3` updates service 3,
 * `POST /api/callback-requests/3/acknowledge` acknowledges request 3, `PUT /api/me/password`
 * is `update_password` on the signed-in user.
 */
function targetOf(method: string, path: string): Target {
  const [head = '', ...rest] = path.replace(/^\/api\//, '').split('/');
  const resource = head in AUDITED_TABLES ? (head as AuditedResource) : null;
  const id = rest[0] && /^\d{1,9}$/.test(rest[0]) ? Number(rest[0]) : null;
  const verb = VERBS[method] ?? method.toLowerCase();
  const words = (id === null ? rest : rest.slice(1)).filter(
    (word) => /^[a-z]+(-[a-z]+)*$/.test(word) && word.length <= 20,
  );
  // A POST to a named step (`/auth/logout`, `/me/two-factor`) is that step; PUT and DELETE keep
  // their verb (`update_password`, `delete_sessions`).
  const action =
    words.length === 0
      ? verb
      : id !== null || method === 'POST'
        ? words.join('_')
        : [verb, ...words].join('_');
  const entity = resource ? AUDITED_TABLES[resource] : head === 'me' ? 'users' : head;
  return { entity: entity.replaceAll('-', '_'), resource, id, action: action.replaceAll('-', '_') };
}

/**
 * One place that writes the audit trail for every successful change a signed-in user makes
 * through the API: who, when, from where, what (with the record's name as it was, never a
 * person's) and the fields before and after (personal fields redacted). Routes that record a richer entry of their own (sign-in, erasure) set `audited`.
 */
export function auditTrail(deps: Pick<AppDeps, 'db' | 'config'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!MUTATING.has(c.req.method)) return next();
    const target = targetOf(c.req.method, c.req.path);
    const before =
      target.resource && target.id !== null
        ? await readRow(deps.db, target.resource, target.id)
        : null;
    await next();
    const user = c.get('user');
    if (!user || c.get('audited') || c.res.status >= 400) return;
    let id = target.id;
    if (id === null && target.resource && c.req.method === 'POST') {
      id = answeredId(
        await c.res
          .clone()
          .json()
          .catch(() => null),
      );
    }
    const after =
      target.resource && id !== null && c.req.method !== 'DELETE'
        ? await readRow(deps.db, target.resource, id)
        : null;
    const table = target.resource ? AUDITED_TABLES[target.resource] : null;
    await insertAuditEvent(deps.db, {
      actorId: user.id,
      actorName: user.name,
      action: target.action,
      entity: target.entity,
      entityId: id ?? (c.req.path.startsWith('/api/me') ? user.id : null),
      recordName: table ? recordName(table, after ?? before) : null,
      ip: clientIp(c, deps.config.TRUST_PROXY),
      changes: table ? diffRows(table, before, after) : null,
    });
  });
}
