import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { LIVE_EVENT_TYPES } from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { bearerSecurity, errorResponses } from '../../lib/openapi.ts';
import { streamLiveEvents } from './live-stream.ts';

const LastEventId = z.object({
  'last-event-id': z
    .string()
    .regex(/^\d{1,15}$/)
    .optional()
    .openapi({
      description: 'The `id:` of the last event received; what came after is sent first',
    }),
});

export function registerEventRoutes(
  router: OpenAPIHono<AppEnv>,
  { events }: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
) {
  router.openapi(
    createRoute({
      method: 'get',
      path: '/events',
      tags: ['Live events'],
      summary: 'Live changes to callback requests, as server-sent events',
      description: `A \`text/event-stream\` that stays open. Each message has \`id:\` (send the last one back as \`Last-Event-ID\` when reconnecting to receive what was missed, kept for LIVE_EVENTS_RETENTION_HOURS), \`event:\` one of ${LIVE_EVENT_TYPES.map((t) => `\`${t}\``).join(', ')}, and \`data:\` the callback request as JSON (for deleted: \`{ "id": … }\`). A comment line every 15 seconds keeps proxies from closing the stream. Events raised on any replica reach every stream.`,
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { headers: LastEventId },
      responses: {
        200: {
          description: 'The stream',
          content: { 'text/event-stream': { schema: z.string() } },
        },
        ...errorResponses(400, 401),
      },
    }),
    (c) => {
      const header = c.req.header('last-event-id');
      if (header !== undefined && !/^\d{1,15}$/.test(header)) {
        throw new ApiError(400, 'Last-Event-ID must be the id of an event');
      }
      // Tells nginx (and other proxies reading it) to pass each event on at once.
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, (stream) =>
        streamLiveEvents(stream, events, header === undefined ? null : Number(header)),
      );
    },
  );
}
