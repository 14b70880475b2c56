import type { CallbackRequest } from '@tow/contracts';
import { queuedText } from '../callback-requests/text-steps.ts';
import { transitionParts } from '../callback-requests/transition-writes.ts';
import type { DB } from '../db/database.ts';
import { listTextAlertUsers, type StaffPhone } from '../db/repositories/staff-phones.ts';
import type { StatementPart } from '../db/statement-parts.ts';
import { onCallAt } from '../on-call/on-call-now.ts';
import { staffAlertText } from './text-content.ts';

/**
 * Who is texted about a request: the on-call primary for a new one, the backup and the primary
 * again for an escalation, and anyone who asked for every alert by text; each once, with a
 * mobile number. With no rota and nobody asking, no one.
 */
async function recipients(db: DB, kind: 'new' | 'escalation'): Promise<StaffPhone[]> {
  const { primary, backup } = await onCallAt(db, new Date());
  const onCall = kind === 'escalation' ? [backup, primary] : [primary];
  const people = [
    ...onCall.flatMap((person) =>
      person?.phone ? [{ id: Number(person.id), name: person.name, phone: person.phone }] : [],
    ),
    ...(await listTextAlertUsers(db)),
  ];
  return people.filter(
    (person, index) => people.findIndex((other) => other.phone === person.phone) === index,
  );
}

/** The `alert.sms` job: queues each recipient's text, written with the job's completion. */
export async function staffAlertTextParts(
  db: DB,
  request: CallbackRequest,
  kind: 'new' | 'escalation',
): Promise<StatementPart[]> {
  const body = staffAlertText(request, kind);
  const purpose = kind === 'new' ? 'alert' : 'escalation';
  const texts = (await recipients(db, kind)).map((person) =>
    queuedText({
      key: `${purpose}:${request.id}:${person.id}`,
      callbackRequestId: request.id,
      userId: person.id,
      audience: 'staff',
      purpose,
      phone: person.phone,
      body,
    }),
  );
  return texts.length > 0 ? transitionParts(request.id, { texts }) : [];
}
