import type { CallbackRequest } from '@tow/contracts';
import type { Logger } from '@tow/server-kit/logger';
import nodemailer from 'nodemailer';
import { composeInvitationEmail } from '../auth/invitation-email.ts';
import type { CurrentProfile } from '../business-profile/current-profile.ts';
import type { DB } from '../db/database.ts';
import {
  channelSuccessWrite,
  recordChannelFailure,
} from '../db/repositories/alert-channel-status.ts';
import { runAsOneStatement } from '../db/statement-parts.ts';
import type { AlertDelivery } from './alert-delivery.ts';
import type { AlertSettings } from './alert-settings.ts';
import { describeError } from './describe-error.ts';
import { composeRequestEmail, composeTestEmail, type EmailContent } from './email-content.ts';
import type { AlertKind } from './request-summary.ts';
import type { ReviewEmail } from './review-email.ts';

export interface EmailAlertChannel {
  /**
   * Sends one email about the request; throws when the mail server refuses or cannot be reached.
   * Its writes record the success (the channel healthy again).
   */
  sendRequestAlert(request: CallbackRequest, kind: AlertKind): Promise<AlertDelivery>;
  /** Sends the console's test email to ALERT_EMAIL_TO; throws as above. */
  sendTestAlert(requestedBy: string): Promise<void>;
  /** Sends a console invitation or password-reset link (a console path) to one person. */
  sendInvitation(to: string, name: string, consolePath: string, reset: boolean): Promise<void>;
  /** Sends a driver's review request or its reminder; throws as above. */
  sendReviewEmail(to: string, email: ReviewEmail): Promise<void>;
  close(): void;
}

/**
 * ALERT_EMAIL_FROM as a bare address gets the company's name as its display name, so staff see
 * whose alert it is in their inbox; one with a name of its own (`Alerts <a@b>`) is kept.
 */
function senderOf(from: string, company: string): string | { name: string; address: string } {
  return from.includes('<') ? from : { name: company, address: from };
}

export function createEmailChannel(
  db: DB,
  settings: NonNullable<AlertSettings['email']>,
  consoleUrl: string,
  logger: Logger,
  profile: Pick<CurrentProfile, 'current'>,
): EmailAlertChannel {
  // A pool keeps the connection open between alerts: a burst of requests is not a burst of
  // TLS handshakes, and a single send takes a millisecond rather than a new connection's 100.
  const transport = nodemailer.createTransport({
    url: settings.url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

  const company = () => profile.current().name;

  /** Sends the email; answers the write that records the success, for the caller to make. */
  async function deliver(
    to: string[],
    content: EmailContent & { headers?: Record<string, string> },
    context: object,
  ) {
    try {
      await transport.sendMail({ from: senderOf(settings.from, company()), to, ...content });
    } catch (error) {
      const reason = describeError(error);
      logger.warn({ ...context, err: error }, 'alert email failed');
      await recordChannelFailure(db, 'email', reason);
      throw new Error(`Alert email failed: ${reason}`, { cause: error });
    }
    logger.info(context, 'alert email sent');
    return [channelSuccessWrite('email')];
  }

  const deliverNow = async (
    to: string[],
    content: EmailContent & { headers?: Record<string, string> },
    context: object,
  ) => {
    await runAsOneStatement(db, await deliver(to, content, context));
  };

  return {
    async sendRequestAlert(request, kind) {
      const to = kind === 'escalation' ? settings.escalationTo : settings.to;
      const writes = await deliver(to, composeRequestEmail(request, kind, consoleUrl, company()), {
        callback_request_id: request.id,
        alert_kind: kind,
      });
      return { reached: to.length, writes };
    },
    sendTestAlert: (requestedBy) =>
      deliverNow(settings.to, composeTestEmail(consoleUrl, requestedBy), { alert_kind: 'test' }),
    sendInvitation: (to, name, consolePath, reset) =>
      deliverNow(
        [to],
        composeInvitationEmail(name, new URL(consolePath, consoleUrl).toString(), reset, company()),
        { alert_kind: 'invitation' },
      ),
    sendReviewEmail: (to, email) => deliverNow([to], email, { alert_kind: 'review' }),
    close: () => transport.close(),
  };
}
