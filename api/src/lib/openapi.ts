import {
  createRoute,
  OpenAPIHono,
  type RouteConfig,
  type RouteHandler,
  z,
} from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ZodObject, ZodRawShape, ZodType } from 'zod';
import type { AppEnv } from '../app-deps.ts';
import { ApiError } from './api-error.ts';
import { validationError } from './validation-error.ts';

/** A router whose request validation failures all become the same 422 answer. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      if (result.target === 'param')
        throw new ApiError(400, result.error.issues[0]?.message ?? 'Bad parameter');
      throw validationError(result.error);
    },
  });
}

export const ErrorAnswer = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

const errorDescriptions = {
  400: 'Malformed JSON or a bad parameter',
  401: 'No valid bearer token',
  403: 'Signed in, but this call is not allowed for this user',
  404: 'No record with that id',
  409: 'Conflicts with an existing record',
  410: 'The link was used already or has expired',
  413: 'Request body too large',
  415: 'Body is not JSON',
  422: 'Validation failed; `errors` maps each field to its messages',
  429: 'Too many requests from this address',
  502: 'An outside service (the SMS provider) refused the call or could not be reached',
} as const;

/** A status a call may fail with, as `errorResponses` describes it. */
export type ErrorStatus = keyof typeof errorDescriptions;

export function errorResponses(...statuses: ErrorStatus[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, jsonAnswer(errorDescriptions[status], ErrorAnswer)]),
  );
}

/** A JSON answer of `schema`. */
export function jsonAnswer(description: string, schema: ZodType) {
  return { description, content: { 'application/json': { schema } } };
}

/** `{ success: true, ...fields }`, e.g. `successAnswer('The link', { invitation_url: z.string() })`. */
export function successAnswer(description: string, fields: ZodRawShape) {
  return jsonAnswer(description, z.object({ success: z.literal(true), ...fields }));
}

/** A contracts object answered as it is, its fields then `success: true`. */
export function objectAnswer(description: string, schema: ZodObject) {
  return jsonAnswer(description, schema.extend({ success: z.literal(true) }));
}

/** `{ success: true, [key]: schema }`, with a message too when `withMessage`. */
export function answer(key: string, schema: ZodType, description: string, withMessage = false) {
  return successAnswer(description, {
    ...(withMessage ? { message: z.string() } : {}),
    [key]: schema,
  });
}

export function messageAnswer(description: string) {
  return successAnswer(description, { message: z.string() });
}

export function jsonBody<T extends ZodType>(schema: T, description: string) {
  return { required: true, description, content: { 'application/json': { schema } } };
}

export const bearerSecurity = [{ bearerAuth: [] }];

/** What a `*.handlers.ts` file gives for a route declared in its `*.routes.ts`. */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

/** A handler for each of `Routes`, under the same name. */
export type RouteHandlers<Routes extends Record<string, RouteConfig>> = {
  [K in keyof Routes]: AppRouteHandler<Routes[K]>;
};

/**
 * A declared route (its `*.routes.ts` file) with the middleware it runs behind (auth, a rate
 * limit), which need the app's dependencies and so are given where the routes are registered.
 */
export function behind<R extends RouteConfig>(
  route: R,
  ...middleware: MiddlewareHandler<AppEnv>[]
): R & { middleware: MiddlewareHandler<AppEnv>[] } {
  return { ...route, middleware };
}

/**
 * A route's declaration less what `routeDeclarations` gives it (tags and security), with the
 * `operationId` API clients are generated with, unique in the document.
 */
type Declaration<P extends string> = Omit<RouteConfig, 'path' | 'tags' | 'security'> & {
  path: P;
  operationId: string;
};

/** A call anyone may make: no security, said explicitly so API tools do not read it as missing. */
export const noSecurity: RouteConfig['security'] = [];

/**
 * The declarations of one resource's calls: every call carries the resource's tags, and a staff
 * call the bearer security too, so a `*.routes.ts` file writes only what is each call's own.
 */
export function routeDeclarations(tags: string[]) {
  // The keys go in the order the document has always shown them: tags after the path, the
  // security after the summary and description.
  const declare =
    (security: RouteConfig['security']) =>
    <P extends string, R extends Declaration<P>>(config: R) => {
      const { method, path, summary, description, ...rest } = config;
      return createRoute({ method, path, tags, summary, description, security, ...rest });
    };
  const staffRoute = declare(bearerSecurity);
  /**
   * A staff call deleting the one thing its path names, answered with a message: 400 for a bad
   * parameter and 404 for nothing there, and whatever else `errors` lists.
   */
  const deleteRoute = <P extends string, Params extends ZodObject>(config: {
    path: P;
    operationId: string;
    summary: string;
    params: Params;
    answer: string;
    errors?: ErrorStatus[];
  }) =>
    staffRoute({
      method: 'delete',
      path: config.path,
      operationId: config.operationId,
      summary: config.summary,
      request: { params: config.params },
      responses: {
        200: messageAnswer(config.answer),
        ...errorResponses(400, 401, 404, ...(config.errors ?? [])),
      },
    });
  return { publicRoute: declare(noSecurity), staffRoute, deleteRoute };
}

/**
 * Registers each declared route with the handler of the same name, behind the same middleware:
 * the registration every resource whose calls share their guard would otherwise write out.
 */
export function registerBehind<Routes extends Record<string, RouteConfig>>(
  router: OpenAPIHono<AppEnv>,
  middleware: MiddlewareHandler<AppEnv>[],
  routes: Routes,
  handlers: RouteHandlers<Routes>,
) {
  for (const [name, route] of Object.entries(routes)) {
    // The mapped type above pairs each route with its handler; the loop cannot see that pairing.
    router.openapi(behind(route, ...middleware), handlers[name as keyof Routes] as never);
  }
}
