import { createRoute, z } from '@hono/zod-openapi';
import { LIVE_EVENT_TYPES } from '@tow/contracts';
import { streamSSE } from 'hono/streaming';
import type { RegisterRoutes } from '../../app-deps.ts';
import { findLiveSessionUser } from '../../db/repositories/sessions.ts';
import { ApiError } from '../../lib/api-error.ts';
import { bearerSecurity, errorResponses } from '../../lib/openapi.ts';
import { streamLiveEvents } from './live-stream.ts';

// Checked in the handler, so a bad one is a 400 like any bad parameter rather than a form error.
const LastEventId = z.object({
  'last-event-id': z.string().optional().openapi({
    description: 'The `id:` of the last event received (digits); what came after is sent first',
  }),
});

export const registerEventRoutes: RegisterRoutes = (router, { db, events, config }, auth) => {
  router.openapi(
    createRoute({
      method: 'get',
      path: '/events',
      operationId: 'streamLiveEvents',
      tags: ['Live events'],
      summary: 'Live changes to callback requests, as server-sent events',
      description: `A \`text/event-stream\` that stays open. Each message has \`id:\` (send the last one back as \`Last-Event-ID\` when reconnecting to receive what was missed, kept for LIVE_EVENTS_RETENTION_HOURS), \`event:\` one of ${LIVE_EVENT_TYPES.map((t) => `\`${t}\``).join(', ')}, and \`data:\` the callback request as JSON (for deleted: \`{ "id": … }\`). A comment line every LIVE_EVENTS_HEARTBEAT_MS (15 s) keeps proxies from closing the stream; the stream ends when the session does (logout, expiry). Events raised on any replica reach every stream.`,
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
      const sessionId = c.get('sessionId');
      return streamSSE(c, (stream) =>
        streamLiveEvents(stream, events, {
          lastEventId: header === undefined ? null : Number(header),
          heartbeatMs: config.LIVE_EVENTS_HEARTBEAT_MS,
          // A database blip keeps the stream; a session ended by logout or expiry closes it.
          stillSignedIn: () =>
            findLiveSessionUser(db, sessionId).then(
              (user) => user !== null,
              () => true,
            ),
        }),
      );
    },
  );
};
