import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { IdParam } from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { ZodType, z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { notFound } from '../lib/api-error.ts';
import { answer, bearerSecurity, errorResponses, jsonBody, messageAnswer } from '../lib/openapi.ts';

export interface CrudResource<Input extends ZodType, Update extends ZodType, Item> {
  tag: string;
  /** Path under /api, e.g. `/services`. */
  path: string;
  /** Names in answers: `{ services: [...] }`, `{ service: {...} }`. */
  plural: string;
  singular: string;
  /** How a person names one, e.g. `Service`, `SEO setting`. */
  label: string;
  input: Input;
  update: Update;
  record: ZodType<Item>;
  list: () => Promise<Item[]>;
  create: (values: z.output<Input>) => Promise<Item>;
  update_: (id: number, values: z.output<Update>) => Promise<Item | null>;
  remove: (id: number) => Promise<boolean>;
}

/** Validated input where the generic route type cannot name it; the route's schemas have run. */
function validated(
  c: { req: { valid: (target: never) => unknown } },
  target: 'json' | 'param',
): unknown {
  return c.req.valid(target as never);
}

/**
 * The four admin calls every content resource shares (spec section 7): list, create, update by id
 * and delete by id, each documented in the OpenAPI document from the same schemas that validate.
 * Every one of them requires `auth`.
 */
export function registerCrudRoutes<Input extends ZodType, Update extends ZodType, Item>(
  router: OpenAPIHono<AppEnv>,
  resource: CrudResource<Input, Update, Item>,
  auth: MiddlewareHandler<AppEnv>,
): void {
  const { tag, path, plural, singular, label } = resource;
  const lower = label.charAt(0).toLowerCase() + label.slice(1);
  const security = bearerSecurity;

  router.openapi(
    createRoute({
      method: 'get',
      path,
      tags: [tag],
      summary: `List every ${lower}`,
      security,
      middleware: [auth] as const,
      responses: {
        200: answer(plural, resource.record.array(), `All ${lower}s`),
        ...errorResponses(401),
      },
    }),
    async (c) => c.json({ success: true as const, [plural]: await resource.list() }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path,
      tags: [tag],
      summary: `Create a ${lower}`,
      security,
      middleware: [auth] as const,
      request: { body: jsonBody(resource.input, `The new ${lower}`) },
      responses: {
        201: answer(singular, resource.record, `The ${lower} as stored`, true),
        ...errorResponses(400, 401, 409, 413, 415, 422),
      },
    }),
    async (c) => {
      const saved = await resource.create(validated(c, 'json') as z.output<Input>);
      const body = {
        success: true as const,
        message: `${label} created successfully`,
        [singular]: saved,
      };
      return c.json(body as { success: true; message: string }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: `${path}/{id}`,
      tags: [tag],
      summary: `Update a ${lower}`,
      security,
      middleware: [auth] as const,
      request: { params: IdParam, body: jsonBody(resource.update, `The whole ${lower}`) },
      responses: {
        200: answer(singular, resource.record, `The ${lower} as stored`, true),
        ...errorResponses(400, 401, 404, 409, 413, 415, 422),
      },
    }),
    async (c) => {
      const { id } = validated(c, 'param') as { id: number };
      const saved = await resource.update_(id, validated(c, 'json') as z.output<Update>);
      if (!saved) throw notFound(label);
      const body = {
        success: true as const,
        message: `${label} updated successfully`,
        [singular]: saved,
      };
      return c.json(body as { success: true; message: string }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: `${path}/{id}`,
      tags: [tag],
      summary: `Delete a ${lower}`,
      security,
      middleware: [auth] as const,
      request: { params: IdParam },
      responses: { 200: messageAnswer(`${label} deleted`), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!(await resource.remove(id))) throw notFound(label);
      return c.json({ success: true as const, message: `${label} deleted successfully` }, 200);
    },
  );
}
