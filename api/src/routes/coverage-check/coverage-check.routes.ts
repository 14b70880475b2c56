import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { Coverage, CoverageQuery, readPostcodeQuery } from '@tow/contracts';
import type { AppDeps, AppEnv } from '../../app-deps.ts';
import { findAreaByDistrict } from '../../db/repositories/locations.ts';
import { errorResponses, noSecurity, objectAnswer } from '../../lib/openapi.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';

const COVERAGE_PROSE =
  "Whether an active area lists the postcode's district (`postcode_districts` of the locations). `postcode` is a whole UK postcode (`B23 6AB`, `b236ab`) or only its district (`WS1`); anything else is 422. The answer gives the postcode normalised (null when only a district was given), the district matched (or the one asked about), and the area's name and slug (null when not covered). The check is of the format only: a well-formed postcode nobody was ever given is simply not covered. Look-ups are limited per address (`COVERAGE_RATE_LIMIT`); an answer may be kept for a minute.";

/** Browsers and proxies may keep an answer a minute: areas change rarely, drivers ask twice. */
const CACHE_CONTROL = 'public, max-age=60';

export function registerCoverageRoutes(
  router: OpenAPIHono<AppEnv>,
  { db, config, newHitCounter }: AppDeps,
) {
  const limiter = rateLimit({
    counter: newHitCounter(),
    name: 'coverage',
    limit: config.COVERAGE_RATE_LIMIT.limit,
    windowMs: config.COVERAGE_RATE_LIMIT.windowMs,
    trustProxy: config.TRUST_PROXY,
    message:
      'Too many postcode checks from this connection. Please call us: we will tell you at once.',
  });

  router.openapi(
    createRoute({
      method: 'get',
      path: '/coverage',
      operationId: 'checkCoverage',
      tags: ['Locations'],
      summary: 'Do you cover me? An area by postcode or postcode district (public)',
      description: COVERAGE_PROSE,
      security: noSecurity,
      middleware: [limiter] as const,
      request: { query: CoverageQuery },
      responses: {
        200: objectAnswer('Covered or not, and by which area', Coverage),
        ...errorResponses(422, 429),
      },
    }),
    async (c) => {
      // The query's schema has read it already: a valid query always reads.
      const query = readPostcodeQuery(c.req.valid('query').postcode);
      if (!query) throw new Error('CoverageQuery let through what readPostcodeQuery refuses');
      const districts = [...new Set([query.outcode, query.district])];
      const area = await findAreaByDistrict(db, districts);
      c.header('Cache-Control', CACHE_CONTROL);
      return c.json(
        {
          success: true as const,
          covered: area !== null,
          postcode: query.postcode,
          district: area?.district ?? query.outcode,
          area: area ? { name: area.name, slug: area.slug } : null,
        },
        200,
      );
    },
  );
}
