import { z } from '@hono/zod-openapi';
import { AlertStatus, type AlertTestResult, type EscalationDelaysSeconds } from '@tow/contracts';
import { describeError } from '../../alerts/describe-error.ts';
import type { RegisterRoutes } from '../../app-deps.ts';
import { readChannelHealth } from '../../db/repositories/alert-channel-status.ts';
import { countPushSubscriptions } from '../../db/repositories/push-subscriptions.ts';
import type { ApiConfig } from '../../env.ts';
import { errorResponses, jsonAnswer, objectAnswer, routeDeclarations } from '../../lib/openapi.ts';

const TestAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  email: z.enum(['sent', 'failed', 'not_configured']),
  push: z.object({ sent: z.number().int(), failed: z.number().int() }),
});

function testAnswer(description: string) {
  return jsonAnswer(description, TestAnswer);
}

/** Says what the test reached, in words staff can act on. */
function describeTest(result: AlertTestResult, emailError: string | null): string {
  const parts: string[] = [];
  if (result.email === 'sent') parts.push('the test email was sent');
  if (result.email === 'failed') parts.push(`the test email failed (${emailError})`);
  const devices = result.push.sent + result.push.failed;
  if (devices > 0)
    parts.push(
      result.push.failed === 0
        ? `the push reached ${result.push.sent} of ${devices} browser(s)`
        : `the push reached ${result.push.sent} of ${devices} browser(s), ${result.push.failed} failed`,
    );
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** ESCALATION_DELAYS (kept in ms) in whole seconds, as the status answers them. */
function delaysInSeconds(delays: ApiConfig['ESCALATION_DELAYS']): EscalationDelaysSeconds {
  return Object.fromEntries(
    Object.entries(delays).map(([urgency, ms]) => [urgency, Math.round(ms / 1000)]),
  );
}

export const registerAlertRoutes: RegisterRoutes = (
  router,
  { db, alerts, logger, config },
  auth,
) => {
  const { staffRoute } = routeDeclarations(['Alerts']);
  const escalationDelays = delaysInSeconds(config.ESCALATION_DELAYS);

  router.openapi(
    staffRoute({
      method: 'get',
      path: '/alerts/status',
      operationId: 'getAlertStatus',
      summary:
        'Whether email, push and text alerts are set up and working (the console’s warning banner), and when an untaken request escalates',
      middleware: [auth] as const,
      responses: {
        200: objectAnswer(
          '`failing_since` is set by the first failed delivery and cleared by the next one that succeeds; `escalation_delays_seconds` is `ESCALATION_DELAYS` (an urgency left out never escalates)',
          AlertStatus,
        ),
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const [email, push, sms, subscriptions] = await Promise.all([
        readChannelHealth(db, 'email'),
        readChannelHealth(db, 'push'),
        readChannelHealth(db, 'sms'),
        countPushSubscriptions(db),
      ]);
      return c.json(
        {
          success: true as const,
          email: {
            configured: alerts.email !== null,
            failing_since: alerts.email ? email.failing_since : null,
            last_error: alerts.email ? email.last_error : null,
          },
          push: { subscriptions, failing_since: push.failing_since },
          sms: {
            configured: alerts.sms !== null,
            provider: alerts.sms?.settings.provider.kind ?? null,
            failing_since: alerts.sms ? sms.failing_since : null,
            last_error: alerts.sms ? sms.last_error : null,
          },
          escalation_delays_seconds: escalationDelays,
        },
        200,
      );
    },
  );

  router.openapi(
    staffRoute({
      method: 'post',
      path: '/alerts/test',
      operationId: 'sendTestAlert',
      summary:
        'Send a test alert now: an email to ALERT_EMAIL_TO and a push to every subscribed browser',
      middleware: [auth] as const,
      responses: {
        200: testAnswer('At least one channel delivered the test'),
        409: testAnswer('No channel is set up: no SMTP_URL and no subscribed browser'),
        502: testAnswer('Every channel failed; `message` says why'),
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const user = c.get('user');
      const emailChannel = alerts.email;
      const [emailOutcome, push] = await Promise.all([
        emailChannel
          ? emailChannel.sendTestAlert(user.name).then(
              () => ({ status: 'sent' as const, error: null }),
              (error: unknown) => ({
                status: 'failed' as const,
                error: describeError(error instanceof Error ? (error.cause ?? error) : error),
              }),
            )
          : { status: 'not_configured' as const, error: null },
        alerts.push.sendTestAlert(),
      ]);
      const email: AlertTestResult['email'] = emailOutcome.status;
      const emailError = emailOutcome.error;
      const result: AlertTestResult = { email, push };
      logger.info({ user_id: user.id, ...result }, 'test alert sent');
      if (email === 'not_configured' && push.sent + push.failed === 0) {
        return c.json(
          {
            success: false,
            message:
              'No alert channel is set up: set SMTP_URL, ALERT_EMAIL_FROM and ALERT_EMAIL_TO for email, or turn on push notifications in this browser',
            ...result,
          },
          409,
        );
      }
      if (email !== 'sent' && push.sent === 0) {
        return c.json(
          {
            success: false,
            message: `The test alert did not reach anyone: ${describeTest(result, emailError)}`,
            ...result,
          },
          502,
        );
      }
      return c.json(
        { success: true, message: `${describeTest(result, emailError)}.`, ...result },
        200,
      );
    },
  );
};
