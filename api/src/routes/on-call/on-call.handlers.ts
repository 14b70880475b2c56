import { describeOverride, describeShift, type OnCallRota } from '@tow/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { onCallPeople, readRota, replaceRota } from '../../db/repositories/on-call.ts';
import { listPeople } from '../../db/repositories/users.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { AppRouteHandler } from '../../lib/openapi.ts';
import { onCallAt } from '../../on-call/on-call-now.ts';
import type * as routes from './on-call.routes.ts';

/** Each row's people who are not active users, as the 422's `errors`, field by field. */
function inactivePeople(rota: OnCallRota, active: Set<number>): Record<string, string[]> {
  const rows = [
    ...rota.shifts.map((shift, index) => ({
      path: `shifts.${index}`,
      label: `Shift ${index + 1} (${describeShift(shift)})`,
      entry: shift,
    })),
    ...rota.overrides.map((override, index) => ({
      path: `overrides.${index}`,
      label: `Override ${index + 1} (${describeOverride(override)})`,
      entry: override,
    })),
  ];
  const errors: Record<string, string[]> = {};
  for (const { path, label, entry } of rows) {
    for (const [field, role] of [
      ['primary_user_id', 'primary'],
      ['backup_user_id', 'backup'],
    ] as const) {
      const id = entry[field];
      if (id !== null && !active.has(id))
        errors[`${path}.${field}`] = [
          `${label}: the ${role} (user ${id}) is not an active user. Choose someone who can sign in.`,
        ];
    }
  }
  return errors;
}

/** What each call on the on-call rota does. */
export function onCallHandlers({ db }: AppDeps) {
  const getRota: AppRouteHandler<typeof routes.getRota> = async (c) =>
    c.json({ success: true as const, ...(await readRota(db)) }, 200);

  const putRota: AppRouteHandler<typeof routes.putRota> = async (c) => {
    const rota = c.req.valid('json');
    const stored = await db.transaction().execute(async (trx) => {
      const ids = [...rota.shifts, ...rota.overrides].flatMap((entry) =>
        entry.backup_user_id === null
          ? [entry.primary_user_id]
          : [entry.primary_user_id, entry.backup_user_id],
      );
      const active = new Set((await onCallPeople(trx, [...new Set(ids)])).keys());
      const errors = inactivePeople(rota, active);
      const first = Object.values(errors)[0]?.[0];
      if (first) throw new ApiError(422, first, { errors });
      await replaceRota(trx, rota);
      return readRota(trx);
    });
    return c.json({ success: true as const, message: 'On-call rota saved', ...stored }, 200);
  };

  const getOnCallNow: AppRouteHandler<typeof routes.getOnCallNow> = async (c) => {
    const { primary, backup } = await onCallAt(db, new Date());
    const brief = (person: { id: number; name: string } | null) =>
      person ? { id: person.id, name: person.name } : null;
    return c.json({ success: true as const, primary: brief(primary), backup: brief(backup) }, 200);
  };

  const listRotaPeople: AppRouteHandler<typeof routes.listRotaPeople> = async (c) =>
    c.json({ success: true as const, people: await listPeople(db) }, 200);

  return { getRota, putRota, getOnCallNow, listRotaPeople };
}
