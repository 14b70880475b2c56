import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  CallbackRequest,
  CallbackRequestInput,
  CallbackRequestUpdate,
  IdParam,
} from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import {
  createCallbackRequest,
  listCallbackRequests,
  updateCallbackRequest,
} from '../../db/repositories/callback-requests.ts';
import { deleteById } from '../../db/repositories/shared.ts';
import { notFound } from '../../lib/api-error.ts';
import {
  answer,
  bearerSecurity,
  errorResponses,
  jsonBody,
  messageAnswer,
} from '../../lib/openapi.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';

export const CALLBACK_SUBMITTED_MESSAGE =
  "Callback request submitted successfully! We'll contact you soon.";

export function registerCallbackRequestRoutes(
  router: OpenAPIHono<AppEnv>,
  { db, config }: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
) {
  const tags = ['Callback requests'];
  const limiter = rateLimit({
    db,
    name: 'callback',
    limit: config.CALLBACK_RATE_LIMIT.limit,
    windowMs: config.CALLBACK_RATE_LIMIT.windowMs,
    trustProxy: config.TRUST_PROXY,
    message: 'Too many callback requests from this connection. Please call us instead.',
  });

  router.openapi(
    createRoute({
      method: 'post',
      path: '/callback-requests',
      tags,
      summary: 'Ask for a callback (public); stored as pending',
      middleware: [limiter] as const,
      request: { body: jsonBody(CallbackRequestInput, 'The visitor’s details and what they need') },
      responses: {
        201: answer('request', CallbackRequest, 'The request as stored', true),
        ...errorResponses(400, 413, 415, 422, 429),
      },
    }),
    async (c) => {
      const request = await createCallbackRequest(db, c.req.valid('json'));
      c.get('logger').info(
        { callback_request_id: request.id, urgency: request.urgency },
        'callback request stored',
      );
      return c.json({ success: true as const, message: CALLBACK_SUBMITTED_MESSAGE, request }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/callback-requests',
      tags,
      summary: 'Every callback request, newest first',
      security: bearerSecurity,
      middleware: [auth] as const,
      responses: {
        200: answer('requests', CallbackRequest.array(), 'All requests'),
        ...errorResponses(401),
      },
    }),
    async (c) => c.json({ success: true as const, requests: await listCallbackRequests(db) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/callback-requests/pending',
      tags,
      summary: 'Callback requests still pending, newest first',
      security: bearerSecurity,
      middleware: [auth] as const,
      responses: {
        200: answer('requests', CallbackRequest.array(), 'Pending requests'),
        ...errorResponses(401),
      },
    }),
    async (c) =>
      c.json(
        { success: true as const, requests: await listCallbackRequests(db, { pendingOnly: true }) },
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/callback-requests/{id}',
      tags,
      summary: 'Set the status and admin notes of a callback request',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: {
        params: IdParam,
        body: jsonBody(CallbackRequestUpdate, 'Any status, in any order, and notes'),
      },
      responses: {
        200: answer('request', CallbackRequest, 'The request as stored', true),
        ...errorResponses(400, 401, 404, 413, 415, 422),
      },
    }),
    async (c) => {
      const request = await updateCallbackRequest(db, c.req.valid('param').id, c.req.valid('json'));
      if (!request) throw notFound('Callback request');
      return c.json(
        { success: true as const, message: 'Callback request updated successfully', request },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/callback-requests/{id}',
      tags,
      summary: 'Delete a callback request',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: IdParam },
      responses: { 200: messageAnswer('Deleted'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      if (!(await deleteById(db, 'callback_requests', c.req.valid('param').id)))
        throw notFound('Callback request');
      return c.json(
        { success: true as const, message: 'Callback request deleted successfully' },
        200,
      );
    },
  );
}
