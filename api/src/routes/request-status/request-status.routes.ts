import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { firstName, RequestStatus, STATUS_TOKEN_PATTERN } from '@tow/contracts';
import type { AppDeps, AppEnv } from '../../app-deps.ts';
import { alertPolicyOf } from '../../callback-requests/alert-plan.ts';
import { driverDispatchOf } from '../../callback-requests/dispatch-steps.ts';
import { textUpdatesFor } from '../../callback-requests/text-steps.ts';
import { findByStatusToken } from '../../db/repositories/callback-requests.ts';
import { notFound } from '../../lib/api-error.ts';
import { errorResponses, noSecurity, objectAnswer } from '../../lib/openapi.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';

const NOT_FOUND = 'Request';

export function registerRequestStatusRoutes(
  router: OpenAPIHono<AppEnv>,
  { db, config, alerts, profile, newHitCounter }: AppDeps,
) {
  const texts = alertPolicyOf(config, alerts, profile).texts;
  // Counted before the look-up, found or not: guessing tokens costs a place in the window.
  const limiter = rateLimit({
    counter: newHitCounter(),
    name: 'status',
    limit: config.STATUS_RATE_LIMIT.limit,
    windowMs: config.STATUS_RATE_LIMIT.windowMs,
    trustProxy: config.TRUST_PROXY,
    message: 'Too many status look-ups from this connection. Please wait a few minutes or call us.',
  });

  router.openapi(
    createRoute({
      method: 'get',
      path: '/requests/status/{token}',
      operationId: 'getRequestStatus',
      tags: ['Callback requests'],
      security: noSecurity,
      summary: "A driver's own request, by the token of its status page (public)",
      description:
        'The token comes from `status_url` in the answer to `POST /api/callback-requests`. Answers no more than the first name and the last 3 digits of the phone, `acknowledged_at` (when a person took the request, or null), `text_updates`: whether the driver is texted as the request moves (texts set up, a mobile the site may text, no STOP), and the job once a crew is assigned: `stage`, `stages` (`[{ stage, at }]`, oldest first), `eta_minutes` (null when not known or once on scene), `crew_first_name` and `vehicle` (`{ kind, colour, registration_ending }`, the last three characters of the plate). An unknown token is 404; look-ups are limited per address (`STATUS_RATE_LIMIT`).',
      middleware: [limiter] as const,
      request: { params: z.object({ token: z.string() }) },
      responses: {
        200: objectAnswer('Where the request stands', RequestStatus),
        ...errorResponses(404, 429),
      },
    }),
    async (c) => {
      const { token } = c.req.valid('param');
      const request = STATUS_TOKEN_PATTERN.test(token) ? await findByStatusToken(db, token) : null;
      if (!request) throw notFound(NOT_FOUND);
      c.header('Cache-Control', 'private, no-store');
      const digits = request.phone.replace(/\D/g, '');
      return c.json(
        {
          success: true as const,
          reference: request.reference,
          status: request.status,
          urgency: request.urgency,
          created_at: request.created_at,
          acknowledged: request.acknowledged_at !== null,
          acknowledged_at: request.acknowledged_at,
          first_name: firstName(request.name),
          phone_last3: digits.slice(-3),
          text_updates: await textUpdatesFor(db, request, texts),
          ...(await driverDispatchOf(db, request)),
        },
        200,
      );
    },
  );
}
