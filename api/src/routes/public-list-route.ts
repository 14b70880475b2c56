import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { answer } from '../lib/openapi.ts';

export interface PublicList<Item> {
  tag: string;
  /** Path under /api, e.g. `/services/active`. */
  path: string;
  summary: string;
  /** The answer's list field, e.g. `services` in `{ success: true, services: [...] }`. */
  key: string;
  record: ZodType<Item>;
  description: string;
  list: () => Promise<Item[]>;
}

/** A read the public site makes without signing in: `GET path` answering one list. */
export function registerPublicList<Item>(router: OpenAPIHono<AppEnv>, read: PublicList<Item>) {
  router.openapi(
    createRoute({
      method: 'get',
      path: read.path,
      tags: [read.tag],
      summary: read.summary,
      responses: { 200: answer(read.key, read.record.array(), read.description) },
    }),
    async (c) => c.json({ success: true as const, [read.key]: await read.list() }, 200),
  );
}
