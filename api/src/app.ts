import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, RegisterRoutes } from './app-deps.ts';
import { auditTrail } from './audit/audit-trail.ts';
import { ApiError } from './lib/api-error.ts';
import { isLostDatabaseConnection, translateDatabaseError } from './lib/database-errors.ts';
import { renderDocsPage } from './lib/docs-page.ts';
import { createRouter } from './lib/openapi.ts';
import { openApiDocument } from './lib/openapi-document.ts';
import { httpMetrics } from './metrics/http-metrics.ts';
import { answerFromMemory } from './middleware/answer-from-memory.ts';
import { bodyLimit } from './middleware/body-limit.ts';
import { corsForOrigins } from './middleware/cors.ts';
import { requireJsonBody } from './middleware/json-body.ts';
import { requestContext } from './middleware/request-context.ts';
import { requireAuth } from './middleware/require-auth.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { registerAlertRoutes } from './routes/alerts/alerts.routes.ts';
import { registerAuditEventRoutes } from './routes/audit-events/audit-events.routes.ts';
import { registerAuthRoutes } from './routes/auth/auth.routes.ts';
import { registerAvailabilityRoutes } from './routes/availability/availability.routes.ts';
import { registerBackupRoutes } from './routes/backups/backups.routes.ts';
import { registerBusinessProfileRoutes } from './routes/business-profile/business-profile.routes.ts';
import { registerCallbackRequestTextRoutes } from './routes/callback-request-texts/callback-request-texts.routes.ts';
import { registerCallbackRequestRoutes } from './routes/callback-requests/callback-requests.routes.ts';
import { registerContentVersionRoutes } from './routes/content-version/content-version.routes.ts';
import { registerCoverageRoutes } from './routes/coverage-check/coverage-check.routes.ts';
import { registerEtaSettingsRoutes } from './routes/eta-settings/eta-settings.routes.ts';
import { registerEventRoutes } from './routes/events/events.routes.ts';
import { registerGettingStartedRoutes } from './routes/getting-started/getting-started.routes.ts';
import { registerLocationRoutes } from './routes/locations/locations.routes.ts';
import { registerMeRoutes } from './routes/me/me.routes.ts';
import {
  MEDIA_TOO_LARGE,
  MEDIA_UPLOAD_BODY_BYTES,
  MEDIA_UPLOAD_PATH,
  registerMediaRoutes,
} from './routes/media/media.routes.ts';
import { registerMetricsRoute } from './routes/metrics/metrics.routes.ts';
import { registerOnCallRoutes } from './routes/on-call/on-call.routes.ts';
import { registerPersonalDataRoutes } from './routes/personal-data/personal-data.routes.ts';
import { registerPromotionRoutes } from './routes/promotions/promotions.routes.ts';
import { registerPushSubscriptionRoutes } from './routes/push-subscriptions/push-subscriptions.routes.ts';
import { registerReportRoutes } from './routes/reports/reports.routes.ts';
import { registerRequestStatusRoutes } from './routes/request-status/request-status.routes.ts';
import { registerReviewRequestRoutes } from './routes/review-requests/review-requests.routes.ts';
import { registerReviewRoutes } from './routes/reviews/reviews.routes.ts';
import { registerSeoSettingRoutes } from './routes/seo-settings/seo-settings.routes.ts';
import { registerServiceRoutes } from './routes/services/services.routes.ts';
import { registerSettingsRoutes } from './routes/settings/settings.routes.ts';
import { registerSiteImageRoutes } from './routes/site-images/site-images.routes.ts';
import { registerSiteTextRoutes } from './routes/site-text/site-text.routes.ts';
import { registerSmsRoutes, SMS_WEBHOOKS_PREFIX } from './routes/sms/sms.routes.ts';
import { registerSystemRoutes } from './routes/system/system.routes.ts';
import { registerUserRoutes } from './routes/users/users.routes.ts';
import { registerVehicleRoutes } from './routes/vehicles/vehicles.routes.ts';

function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException && error.status < 500) {
    return new ApiError(error.status === 413 ? 413 : 400, error.message || 'Bad request');
  }
  return translateDatabaseError(error);
}

/** Calls anyone may make: health, the content version, a driver's status page, the area check. */
const PUBLIC_ROUTES = [
  registerSystemRoutes,
  registerContentVersionRoutes,
  registerRequestStatusRoutes,
  registerCoverageRoutes,
];

/**
 * Every other resource: its public reads, if any, and its calls for staff and owners (`auth`).
 * The crew's few calls are the sign-in's, their own account's and their jobs' (`crewAuth`).
 */
const STAFF_ROUTES: RegisterRoutes[] = [
  registerServiceRoutes,
  registerPromotionRoutes,
  registerReviewRoutes,
  registerReviewRequestRoutes,
  registerCallbackRequestTextRoutes,
  registerSmsRoutes,
  registerEventRoutes,
  registerSeoSettingRoutes,
  registerLocationRoutes,
  registerAvailabilityRoutes,
  registerSiteTextRoutes,
  registerGettingStartedRoutes,
  registerVehicleRoutes,
  registerMediaRoutes,
  registerSiteImageRoutes,
  registerUserRoutes,
  registerOnCallRoutes,
  registerAuditEventRoutes,
  registerSettingsRoutes,
  registerEtaSettingsRoutes,
  registerBusinessProfileRoutes,
  registerPersonalDataRoutes,
  registerBackupRoutes,
  registerAlertRoutes,
  registerPushSubscriptionRoutes,
];

/** The whole /api service as a Hono app; the caller owns the database and the listening socket. */
export function createApp(deps: AppDeps) {
  const app = createRouter();
  const api = app.basePath('/api');
  // Staff and owners; `crewAuth` also lets the crew in, on the few calls that are theirs.
  const auth = requireAuth(deps);
  const crewAuth = requireAuth(deps, { crew: true });

  // JSON compressed here, the same behind nginx or in `npm start` (never an event stream).
  api.use(
    '*',
    httpMetrics(deps.metrics),
    requestContext(deps.logger),
    securityHeaders(),
    compress(),
  );
  // Before the body checks: a preflight has no body and must be answered as it is.
  if (deps.config.CORS_ORIGINS.length > 0) api.use('*', corsForOrigins(deps.config.CORS_ORIGINS));
  api.use(
    '*',
    bodyLimit(deps.config.BODY_LIMIT_BYTES, [
      { path: MEDIA_UPLOAD_PATH, maxBytes: MEDIA_UPLOAD_BODY_BYTES, message: MEDIA_TOO_LARGE },
    ]),
  );
  api.use('*', requireJsonBody(SMS_WEBHOOKS_PREFIX, [MEDIA_UPLOAD_PATH]));
  api.use('*', auditTrail(deps));
  api.use('*', deps.publicAnswers.droppedAfterStaffWrites());

  registerMetricsRoute(app, deps);
  for (const register of PUBLIC_ROUTES) register(api, deps);
  registerAuthRoutes(api, deps, crewAuth);
  registerMeRoutes(api, deps, crewAuth);
  // Before the callback requests' calls: `/callback-requests/export.csv` is no request's id.
  registerReportRoutes(api, deps, auth);
  registerCallbackRequestRoutes(api, deps, auth, crewAuth);
  for (const register of STAFF_ROUTES) register(api, deps, auth);

  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The token answered by POST /api/auth/login',
  });
  const document = openApiDocument(deps.config);
  api.doc31('/openapi.json', document);
  api.get('/docs', (c) => c.html(renderDocsPage(api.getOpenAPI31Document(document))));

  app.notFound((c) =>
    c.json({ success: false, message: `No such API call: ${c.req.method} ${c.req.path}` }, 404),
  );
  app.onError((error, c) => {
    const known = toApiError(error);
    if (known) {
      for (const [name, value] of Object.entries(known.headers ?? {})) c.header(name, value);
      return c.json(
        {
          success: false,
          message: known.message,
          ...(known.errors ? { errors: known.errors } : {}),
        },
        known.status,
      );
    }
    if (isLostDatabaseConnection(error)) {
      // Nothing was kept: a retry can succeed at once (nginx sends a keyed callback POST on).
      (c.get('logger') ?? deps.logger).warn({ err: error }, 'database connection lost');
      c.header('Retry-After', '1');
      return c.json(
        {
          success: false,
          message: 'We could not save this just now. Please try again, or call us if it is urgent.',
        },
        503,
      );
    }
    (c.get('logger') ?? deps.logger).error({ err: error }, 'unhandled error');
    return c.json(
      {
        success: false,
        message: 'Something went wrong on our side. Please try again, or call us if it is urgent.',
      },
      500,
    );
  });
  app.fetch = answerFromMemory(deps, app.fetch);
  return app;
}

export type ApiApp = ReturnType<typeof createApp>;
