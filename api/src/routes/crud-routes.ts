import type { OpenAPIHono } from '@hono/zod-openapi';
import { IdParam } from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { ZodType, z } from 'zod';
import type { AppEnv } from '../app-deps.ts';
import type { DB } from '../db/database.ts';
import { type ContentTable, deleteById } from '../db/repositories/shared.ts';
import { notFound } from '../lib/api-error.ts';
import { answer, behind, errorResponses, jsonBody, routeDeclarations } from '../lib/openapi.ts';

/** How a resource is named in its path, its answers and its documentation. */
export interface CrudNames {
  tag: string;
  /** Path under /api, e.g. `/services`. */
  path: string;
  /** Names in answers: `{ services: [...] }`, `{ service: {...} }`. */
  plural: string;
  singular: string;
  /** How a person names one, e.g. `Service`, `SEO setting`. */
  label: string;
  /** In the calls' operationIds, e.g. `Service` in `listServices`, `createService`. */
  operation: string;
}

/** `service`: path `/services`, answers `services` and `service`, `Service`, tag `Services`. */
export function crudNames(singular: string, overrides: Partial<CrudNames> = {}): CrudNames {
  const plural = `${singular}s`;
  const label = singular.charAt(0).toUpperCase() + singular.slice(1);
  const names = { tag: `${label}s`, path: `/${plural}`, plural, singular, label };
  return { ...names, operation: label, ...overrides };
}

/** The queries of a resource's four calls, with the values its create and update take. */
export interface CrudStore<Created, Updated, Item> {
  list(): Promise<Item[]>;
  create(values: Created): Promise<Item>;
  update(id: number, values: Updated): Promise<Item | null>;
  remove(id: number): Promise<boolean>;
}

/** A store from the resource's repository functions (each takes the database first). */
export function crudStore<Created, Updated, Item>(
  db: DB,
  table: ContentTable,
  list: (db: DB) => Promise<Item[]>,
  create: (db: DB, values: Created) => Promise<Item>,
  update: (db: DB, id: number, values: Updated) => Promise<Item | null>,
): CrudStore<Created, Updated, Item> {
  return {
    list: () => list(db),
    create: (values) => create(db, values),
    update: (id, values) => update(db, id, values),
    remove: (id) => deleteById(db, table, id),
  };
}

export interface CrudResource<Input extends ZodType, Update extends ZodType, Item> {
  names: CrudNames;
  schemas: { input: Input; update: Update; record: ZodType<Item> };
  store: CrudStore<z.output<Input>, z.output<Update>, Item>;
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
  auth: MiddlewareHandler<AppEnv>,
  { names, schemas, store }: CrudResource<Input, Update, Item>,
): void {
  const { tag, path, plural, singular, label, operation } = names;
  // `SEO setting` keeps its capitals; `Service` reads `service` in a sentence.
  const lower = /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
  const { staffRoute, deleteRoute } = routeDeclarations([tag]);
  // The answer of a create or an update: the spec's sentence and the record under its name.
  const savedAnswer = (done: 'created' | 'updated', saved: Item) =>
    ({ success: true, message: `${label} ${done} successfully`, [singular]: saved }) as {
      success: true;
      message: string;
    };

  router.openapi(
    staffRoute({
      method: 'get',
      path,
      operationId: `list${operation}s`,
      summary: `List every ${lower}`,
      middleware: [auth] as const,
      responses: {
        200: answer(plural, schemas.record.array(), `All ${lower}s`),
        ...errorResponses(401),
      },
    }),
    async (c) => c.json({ success: true as const, [plural]: await store.list() }, 200),
  );

  router.openapi(
    staffRoute({
      method: 'post',
      path,
      operationId: `create${operation}`,
      summary: `Create a ${lower}`,
      middleware: [auth] as const,
      request: { body: jsonBody(schemas.input, `The new ${lower}`) },
      responses: {
        201: answer(singular, schemas.record, `The ${lower} as stored`, true),
        ...errorResponses(400, 401, 409, 413, 415, 422),
      },
    }),
    async (c) => {
      const saved = await store.create(validated(c, 'json') as z.output<Input>);
      return c.json(savedAnswer('created', saved), 201);
    },
  );

  router.openapi(
    staffRoute({
      method: 'put',
      path: `${path}/{id}`,
      operationId: `update${operation}`,
      summary: `Update a ${lower}`,
      middleware: [auth] as const,
      request: { params: IdParam, body: jsonBody(schemas.update, `The whole ${lower}`) },
      responses: {
        200: answer(singular, schemas.record, `The ${lower} as stored`, true),
        ...errorResponses(400, 401, 404, 409, 413, 415, 422),
      },
    }),
    async (c) => {
      const { id } = validated(c, 'param') as { id: number };
      const saved = await store.update(id, validated(c, 'json') as z.output<Update>);
      if (!saved) throw notFound(label);
      return c.json(savedAnswer('updated', saved), 200);
    },
  );

  router.openapi(
    behind(
      deleteRoute({
        path: `${path}/{id}`,
        operationId: `delete${operation}`,
        summary: `Delete a ${lower}`,
        params: IdParam,
        answer: `${label} deleted`,
      }),
      auth,
    ),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!(await store.remove(id))) throw notFound(label);
      return c.json({ success: true as const, message: `${label} deleted successfully` }, 200);
    },
  );
}
