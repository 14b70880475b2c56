import { type CallbackRequest, firstName } from '@tow/contracts';
import { type EmailContent, escapeHtml } from './email-content.ts';
import { oneLine } from './request-summary.ts';

/** What a review email says of the site and where its two links go. */
export interface ReviewEmailLinks {
  siteName: string;
  sitePhone: string;
  /** `/r/{token}` on the site: records the open, then Google's review form. */
  reviewUrl: string;
  /** Works without signing in; also the List-Unsubscribe header's one-click address. */
  unsubscribeUrl: string;
}

/** A review email: the content and the one-click unsubscribe headers mail clients show. */
export interface ReviewEmail extends EmailContent {
  headers: Record<string, string>;
}

/**
 * The review request by email, the same for every completed job (no asking only the happy
 * ones), or its one reminder. Plain words, one button, and the way out.
 */
export function composeReviewEmail(
  request: Pick<CallbackRequest, 'name' | 'reference'>,
  links: ReviewEmailLinks,
  reminder: boolean,
): ReviewEmail {
  const name = oneLine(firstName(request.name));
  const site = oneLine(links.siteName);
  const lead = reminder
    ? `A few days ago we asked how we did on your job ${request.reference}. If you have a minute, we would still like to know.`
    : `Thank you for calling ${site} (job ${request.reference}). How did we do?`;
  const ask =
    'Whatever your experience, a short review on Google helps other drivers choose who to call, and tells us what to do better.';
  const closing = reminder
    ? 'This is our only reminder: we will not email you about this job again.'
    : `Questions about the job? Call us on ${links.sitePhone}.`;
  const text = [
    `Hello ${name},`,
    '',
    lead,
    '',
    ask,
    '',
    `Leave a review: ${links.reviewUrl}`,
    '',
    closing,
    '',
    `${site}`,
    '',
    `No more review emails from us: ${links.unsubscribeUrl}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en-GB"><body style="font-family:Arial,Helvetica,sans-serif;color:#111;font-size:16px;line-height:1.5">
<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(ask)}</p>
<p><a href="${escapeHtml(links.reviewUrl)}" style="display:inline-block;padding:12px 20px;background:#b91c1c;color:#fff;text-decoration:none;border-radius:4px;font-weight:bold">Leave a review</a></p>
<p>${escapeHtml(closing)}</p>
<p>${escapeHtml(site)}</p>
<p style="font-size:13px;color:#555"><a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#555">No more review emails from us</a></p>
</body></html>
`;
  return {
    subject: reminder
      ? `A reminder: how did we do on job ${request.reference}?`
      : `How did we do? Your job ${request.reference} with ${site}`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
