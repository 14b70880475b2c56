import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import type { AppEnv } from '../app-deps.ts';
import { answer, noSecurity } from '../lib/openapi.ts';
import type { PublicAnswers } from '../middleware/public-answers.ts';

export interface PublicList<Item> {
  tag: string;
  /** Path under /api, e.g. `/services/active`. */
  path: string;
  /** Unique in the OpenAPI document, e.g. `listActiveServices`. */
  operationId: string;
  summary: string;
  /** The answer's list field, e.g. `services` in `{ success: true, services: [...] }`. */
  key: string;
  record: ZodType<Item>;
  description: string;
  list: () => Promise<Item[]>;
  /** What else the answer depends on, e.g. today's date (see PublicAnswers.cached). */
  variant?: () => string;
}

/**
 * A read the public site makes without signing in: `GET path` answering one list, the same for
 * every caller, so it is answered from memory until public content changes.
 */
export function registerPublicList<Item>(
  router: OpenAPIHono<AppEnv>,
  answers: PublicAnswers,
  read: PublicList<Item>,
) {
  router.openapi(
    createRoute({
      method: 'get',
      path: read.path,
      operationId: read.operationId,
      tags: [read.tag],
      security: noSecurity,
      summary: read.summary,
      middleware: [answers.cached(read.variant)] as const,
      responses: { 200: answer(read.key, read.record.array(), read.description) },
    }),
    async (c) => c.json({ success: true as const, [read.key]: await read.list() }, 200),
  );
}
