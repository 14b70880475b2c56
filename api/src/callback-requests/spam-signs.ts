import type { CallbackRequestInput, SpamReason } from '@tow/contracts';
import type { z } from 'zod';
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
