import { randomUUID } from 'node:crypto';
import { textablePhone, textsNotSetUp, untextable } from '../callback-requests/text-steps.ts';
import type { DB } from '../db/database.ts';
import {
  channelSuccessWrite,
  recordChannelFailure,
} from '../db/repositories/alert-channel-status.ts';
import { runAsOneStatement } from '../db/statement-parts.ts';
import { ApiError } from '../lib/api-error.ts';
import type { SmsChannel } from './sms-channel.ts';
import { testText } from './text-content.ts';

/**
 * The console's "Send test text": straight to the provider, so the answer says whether texts
 * work now; the channel's health follows, as for any text.
 */
export async function sendTestText(
  db: DB,
  channel: SmsChannel | null,
  to: string,
  requestedBy: string,
  siteName: string,
): Promise<string> {
  if (!channel) throw textsNotSetUp();
  const phone = textablePhone(to, channel.settings);
  if (!phone) throw untextable(channel.settings, 'to');
  try {
    await channel.provider.send({
      key: `test:${randomUUID()}`,
      to: phone,
      body: testText({ siteName }, requestedBy),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await recordChannelFailure(db, 'sms', reason);
    throw new ApiError(502, `The test text was not sent: ${reason}`);
  }
  await runAsOneStatement(db, [channelSuccessWrite('sms')]);
  return `The test text went to ${phone} through ${channel.settings.provider.kind === 'twilio' ? 'the SMS provider' : 'Kannel'}.`;
}
