import { z } from '@hono/zod-openapi';
import { IdParam, SmsConversation, SmsMessage, SmsMessageInput } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import {
  errorResponses,
  jsonAnswer,
  jsonBody,
  objectAnswer,
  registerBehind,
  routeDeclarations,
} from '../../lib/openapi.ts';
import { callbackRequestTextHandlers } from './callback-request-texts.handlers.ts';

const { staffRoute } = routeDeclarations(['Callback requests']);

const CONVERSATION_TEXT =
  "The texts between the site and the request's driver, oldest first: `direction` (`outbound`, `inbound`), `body`, `status` (`queued`, `sent`, `delivered`, `failed` with `error`, or `received` for a reply), `sent_by` (a user's name, `system` for the site's own texts, null for a reply) and times. `opted_out` is true once the phone replied STOP (until it replies START). `sms_enabled` is false when the site has no SMS provider (SMS_URL unset).";

const SEND_TEXT =
  "Queues a text to the request's driver from the signed-in user; its job hands it to the provider within a second or so, and its status then follows the provider's receipts (live event `callback-request.message`). A phone that replied STOP is not texted: the text is stored as failed with the reason. **409** when texts are not set up; **422** for an empty or over-long body, or a number outside `SMS_ALLOWED_PREFIXES`.";

const SendAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  text: SmsMessage,
});

export const conversation = staffRoute({
  method: 'get',
  path: '/callback-requests/{id}/messages',
  operationId: 'listCallbackRequestTexts',
  summary: "A request's texts with its driver",
  description: CONVERSATION_TEXT,
  request: { params: IdParam },
  responses: {
    200: objectAnswer('The conversation', SmsConversation),
    ...errorResponses(400, 401, 404),
  },
});

export const send = staffRoute({
  method: 'post',
  path: '/callback-requests/{id}/messages',
  operationId: 'textCallbackRequestDriver',
  summary: "Text the request's driver",
  description: SEND_TEXT,
  request: { params: IdParam, body: jsonBody(SmsMessageInput, 'The text: `{ "body": "…" }`') },
  responses: {
    201: jsonAnswer('Queued', SendAnswer),
    ...errorResponses(400, 401, 404, 409, 422),
  },
});

export const registerCallbackRequestTextRoutes: RegisterRoutes = (router, deps, auth) => {
  registerBehind(router, [auth], { conversation, send }, callbackRequestTextHandlers(deps));
};
