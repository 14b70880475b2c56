import type { CallbackRequest, CallbackRequestInput, SpamReason } from '@tow/contracts';
import type { z } from 'zod';
import type { DB } from '../../db/database.ts';
import type { ApiConfig } from '../../env.ts';
import { newRequestJobs } from '../../jobs/announce.ts';
import { enqueueJobs } from '../../jobs/outbox.ts';
import type { FormStamps } from './form-stamp.ts';

/**
 * What the public form's own fields say: the hidden field filled in, or sent sooner after the
 * form opened than `minFillMs`. A request without them (an API client) is not judged by them.
 */
export function formSpamReasons(
  input: Pick<z.output<typeof CallbackRequestInput>, 'website' | 'form_stamp'>,
  { stamps, minFillMs }: { stamps: FormStamps; minFillMs: number },
): SpamReason[] {
  const reasons: SpamReason[] = [];
  if (input.website !== undefined && input.website.trim() !== '') reasons.push('honeypot');
  const elapsed = input.form_stamp ? stamps.elapsedMs(input.form_stamp) : null;
  if (elapsed !== null && elapsed < minFillMs) reasons.push('too_fast');
  return reasons;
}

/**
 * The alerts a held-back request did not get, queued now (when staff release it, or when the
 * same phone raises it to high or emergency): as for a new request, its escalation counted from
 * now rather than from when it came in.
 */
export async function alertHeldRequest(
  db: DB,
  request: CallbackRequest,
  options: { emailEnabled: boolean; escalationDelays: ApiConfig['ESCALATION_DELAYS'] },
): Promise<void> {
  await enqueueJobs(db, newRequestJobs(request, options, new Date()));
}
