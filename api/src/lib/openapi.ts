import {
  createRoute,
  OpenAPIHono,
  type RouteConfig,
  type RouteHandler,
  z,
} from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
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

export function errorResponses(...statuses: (keyof typeof errorDescriptions)[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: errorDescriptions[status],
        content: { 'application/json': { schema: ErrorAnswer } },
      },
    ]),
  );
}

/** `{ success: true, [key]: schema }` plus any extra fields, e.g. a message. */
export function answer(key: string, schema: ZodType, description: string, withMessage = false) {
  const shape = z.object({
    success: z.literal(true),
    ...(withMessage ? { message: z.string() } : {}),
    [key]: schema,
  });
  return { description, content: { 'application/json': { schema: shape } } };
}

export function messageAnswer(description: string) {
  return {
    description,
    content: {
      'application/json': { schema: z.object({ success: z.literal(true), message: z.string() }) },
    },
  };
}

export function jsonBody<T extends ZodType>(schema: T, description: string) {
  return { required: true, description, content: { 'application/json': { schema } } };
}

export const bearerSecurity = [{ bearerAuth: [] }];

/** What a `*.handlers.ts` file gives for a route declared in its `*.routes.ts`. */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

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

/** A route's declaration less what `routeDeclarations` gives it: the path, tags and security. */
type Declaration<P extends string> = Omit<RouteConfig, 'path' | 'tags' | 'security'> & { path: P };

/**
 * The declarations of one resource's calls: every call carries the resource's tags, and a staff
 * call the bearer security too, so a `*.routes.ts` file writes only what is each call's own.
 */
export function routeDeclarations(tags: string[]) {
  // The keys go in the order the document has always shown them: tags after the path, the
  // security after the summary and description.
  return {
    publicRoute: <P extends string, R extends Declaration<P>>({ method, path, ...rest }: R) =>
      createRoute({ method, path, tags, ...rest }),
    staffRoute: <P extends string, R extends Declaration<P>>(config: R) => {
      const { method, path, summary, description, ...rest } = config;
      return createRoute({
        method,
        path,
        tags,
        summary,
        description,
        security: bearerSecurity,
        ...rest,
      });
    },
  };
}

/**
 * Registers each declared route with the handler of the same name, behind the same middleware:
 * the registration every resource whose calls share their guard would otherwise write out.
 */
export function registerBehind<Routes extends Record<string, RouteConfig>>(
  router: OpenAPIHono<AppEnv>,
  middleware: MiddlewareHandler<AppEnv>[],
  routes: Routes,
  handlers: { [K in keyof Routes]: AppRouteHandler<Routes[K]> },
) {
  for (const [name, route] of Object.entries(routes)) {
    // The mapped type above pairs each route with its handler; the loop cannot see that pairing.
    router.openapi(behind(route, ...middleware), handlers[name as keyof Routes] as never);
  }
}
