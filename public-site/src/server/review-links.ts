import type { Logger } from '@tow/server-kit/logger';
import type { Hono } from 'hono';
import type { ApiFetch } from '../data/api.ts';
import type { BusinessProfile } from '../lib/business-profile.ts';

/** Never kept by a browser or a proxy: each open and each unsubscribe must reach the API. */
const NO_STORE = { 'Cache-Control': 'no-store' };

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** A page of its own, plain and quick on a weak signal: no script, no remote, nothing to wait for. */
function smallPage(profile: BusinessProfile, title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(profile.name)}</title>
<style>body{margin:0;font:18px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#111827;background:#f3f4f6}
main{max-width:32rem;margin:10vh auto;padding:2rem 1.5rem;box-sizing:border-box;width:calc(100% - 2rem);background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 1rem}p,form{margin:0 0 1.5rem}a{color:#b91c1c}.nowrap{white-space:nowrap}
button{font:inherit;font-weight:700;min-height:48px;padding:.75rem 1.25rem;border:0;border-radius:8px;background:#b91c1c;color:#fff;cursor:pointer}</style>
</head><body><main>${body}
<p><a href="/">${escapeHtml(profile.name)}</a> · <a class="nowrap" href="tel:${escapeHtml(profile.phone.replace(/\s/g, ''))}">${escapeHtml(profile.phone)}</a></p>
</main></body></html>`;
}

/**
 * The links of review requests (`/r/{token}`), on the site's own origin: an open is recorded by
 * the API, then the driver goes on to the company's Google review form (the business profile's
 * link, as the API answers it), or to this site's reviews page when none is set. The email's unsubscribe (`/r/{token}/unsubscribe`)
 * asks first (a link scanner's GET changes nothing) and takes the one-click POST mail clients send.
 */
export function registerReviewLinks(
  app: Hono,
  deps: {
    apiFetch: ApiFetch;
    /** The business as last known (the API's last answer): the small pages name it. */
    profile: () => BusinessProfile;
    logger: Logger;
  },
): void {
  const { apiFetch, logger } = deps;
  const page = (title: string, body: string) => smallPage(deps.profile(), title, body);
  const callApi = async (token: string, what: 'open' | 'unsubscribe') => {
    try {
      const response = await apiFetch(`/api/review-links/${encodeURIComponent(token)}/${what}`, {
        method: 'POST',
        headers: { Accept: 'application/json' },
      });
      const body = response.ok ? ((await response.json()) as { review_url?: string | null }) : {};
      return { status: response.status, reviewUrl: body.review_url ?? null };
    } catch (error) {
      logger.warn({ err: error, what }, 'review link not recorded: the API could not be reached');
      return { status: 503, reviewUrl: null };
    }
  };

  app.get('/r/:token', async (c) => {
    // Recorded or not (an old link, the API away), the driver still gets to leave a review.
    const { reviewUrl } = await callApi(c.req.param('token'), 'open');
    return c.redirect(reviewUrl ?? '/reviews', 302);
  });

  app.get('/r/:token/unsubscribe', (c) =>
    c.html(
      page(
        'No more review emails',
        `<h1>No more review emails?</h1>
<p>We ask each customer once, with one reminder. Press the button and we will not email you about reviews again.</p>
<form method="post"><button type="submit">Stop review emails</button></form>`,
      ),
      200,
      NO_STORE,
    ),
  );

  app.post('/r/:token/unsubscribe', async (c) => {
    const { status } = await callApi(c.req.param('token'), 'unsubscribe');
    if (status === 200) {
      return c.html(
        page(
          'Unsubscribed',
          '<h1>Done: no more review emails</h1><p>You will get no more review emails from us. Thank you for choosing us.</p>',
        ),
        200,
        NO_STORE,
      );
    }
    const missing = status === 404;
    return c.html(
      page(
        missing ? 'Link not found' : 'Please try again',
        missing
          ? '<h1>This link is not known</h1><p>It may have been copied in part. Reply to the email, or call us, and we will take you off the list.</p>'
          : '<h1>Please try again in a moment</h1><p>We could not record your choice just now. Press the button again in a minute, or call us.</p><form method="post"><button type="submit">Stop review emails</button></form>',
      ),
      missing ? 404 : 503,
      NO_STORE,
    );
  });
}
