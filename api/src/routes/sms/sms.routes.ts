import { z } from '@hono/zod-openapi';
import { TestTextInput } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import {
  errorResponses,
  jsonBody,
  messageAnswer,
  registerBehind,
  routeDeclarations,
} from '../../lib/openapi.ts';
import { KANNEL_DLR_PATH, KANNEL_INBOUND_PATH } from '../../sms/kannel-provider.ts';
import { TWILIO_INBOUND_PATH, TWILIO_STATUS_PATH } from '../../sms/twilio-provider.ts';
import { smsHandlers } from './sms.handlers.ts';

const { publicRoute } = routeDeclarations(['Texts (provider webhooks)']);
const { staffRoute } = routeDeclarations(['Alerts']);

/** Where the providers call: the only paths that take a form body rather than JSON. */
export const SMS_WEBHOOKS_PREFIX = '/api/sms/';

const TWILIO_SIGNED =
  'Form fields as Twilio sends them, signed with `X-Twilio-Signature` (HMAC-SHA1 of the full URL the provider called, `SMS_CALLBACK_URL` or `SITE_URL` plus this path, and the sorted form fields, keyed by the auth token in `SMS_URL`). A missing or wrong signature is answered **403** and changes nothing.';

const KANNEL_SECRET =
  'Called by Kannel with `SMS_WEBHOOK_SECRET` in the `secret` query parameter (Kannel cannot sign); a wrong or missing secret is answered **403** and changes nothing.';

const ok = (description: string, type = 'text/plain') => ({
  description,
  content: { [type]: { schema: z.string() } },
});

/**
 * A provider's webhook, declared by the full path the provider is told (the router is under /api):
 * it answers the provider in `answer`, or 403 when the signature or secret is wrong.
 */
const webhookRoute = (
  declaration: Omit<Parameters<typeof publicRoute>[0], 'responses'>,
  answer: ReturnType<typeof ok>,
) =>
  publicRoute({
    ...declaration,
    path: declaration.path.replace(/^\/api/, ''),
    responses: { 200: answer, ...errorResponses(403) },
  });

export const twilioStatus = webhookRoute(
  {
    method: 'post',
    path: TWILIO_STATUS_PATH,
    operationId: 'receiveTwilioStatus',
    summary: 'Twilio delivery receipt (StatusCallback)',
    description: `\`MessageSid\`, \`MessageStatus\` (\`sent\`, \`delivered\`, \`undelivered\`, \`failed\`), \`ErrorCode\`: the text's status follows. ${TWILIO_SIGNED}`,
  },
  ok('Recorded'),
);

export const twilioInbound = webhookRoute(
  {
    method: 'post',
    path: TWILIO_INBOUND_PATH,
    operationId: 'receiveTwilioText',
    summary: 'A text to the site’s number (Twilio inbound webhook)',
    description: `\`MessageSid\`, \`From\`, \`Body\`: a driver's reply (on their latest request, live on every console), STOP or START, or a staff member's \`1\`/\`YES\` to an alert text (takes that request). Answered with empty TwiML. ${TWILIO_SIGNED}`,
  },
  ok('Received', 'text/xml'),
);

export const kannelDlr = webhookRoute(
  {
    method: 'get',
    path: KANNEL_DLR_PATH,
    operationId: 'receiveKannelDeliveryReport',
    summary: 'Kannel delivery report (dlr-url)',
    description: `\`key\` (the text's, put in the URL when it was sent), \`status\` (Kannel's %d: 1 delivered, 2 failed, 8 accepted by the SMSC, 16 rejected by it), \`answer\` (%A). ${KANNEL_SECRET}`,
  },
  ok('Recorded'),
);

export const kannelInbound = webhookRoute(
  {
    method: 'get',
    path: KANNEL_INBOUND_PATH,
    operationId: 'receiveKannelText',
    summary: 'A text to the site’s number (Kannel sms-service get-url)',
    description: `\`id\` (%I), \`from\` (%p), \`text\` (%a): handled like Twilio's inbound texts. ${KANNEL_SECRET}`,
  },
  ok('Received'),
);

const TEST_TEXT =
  "Sends a text now, straight to the provider (not through the job queue), so staff see at once whether texts work: **200** when the provider took it, **502** with the provider's reason when it did not, **409** when SMS_URL is unset, **422** for a number that is not a phone or is outside `SMS_ALLOWED_PREFIXES`.";

export const testText = staffRoute({
  method: 'post',
  path: '/sms/test',
  operationId: 'sendTestText',
  summary: 'Send test text',
  description: TEST_TEXT,
  request: { body: jsonBody(TestTextInput, 'The phone to text: `{ "to": "07700 900123" }`') },
  responses: {
    200: messageAnswer('The provider took the text'),
    ...errorResponses(401, 409, 422, 502),
  },
});

/**
 * The provider webhooks (no session: each checked by its provider's signature or secret), and
 * the console's test text.
 */
export const registerSmsRoutes: RegisterRoutes = (router, deps, auth) => {
  const { testText: test, ...webhooks } = smsHandlers(deps);
  registerBehind(router, [auth], { testText }, { testText: test });
  registerBehind(router, [], { twilioStatus, twilioInbound, kannelDlr, kannelInbound }, webhooks);
};
