import type { CallbackRequest } from '@tow/contracts';
import { requestConsoleUrl } from './alert-settings.ts';
import {
  type AlertKind,
  oneLine,
  requestFacts,
  UNSAFE_WARNING,
  urgencyWord,
} from './request-summary.ts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** Names and messages are what a visitor typed: nothing of theirs may become markup. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function subjectOf(request: CallbackRequest, kind: AlertKind): string {
  const what = `${urgencyWord(request.urgency)} callback request${request.unsafe_location ? ' (unsafe location)' : ''}`;
  const name = oneLine(request.name);
  return kind === 'escalation'
    ? `ESCALATION: ${what} from ${name} is not yet taken`
    : `${what}: ${name}`;
}

function leadOf(request: CallbackRequest, kind: AlertKind): string {
  return kind === 'escalation'
    ? `Nobody has taken this ${request.urgency} request yet. Please call ${oneLine(request.name)} back now.`
    : `A new ${request.urgency} callback request has arrived.`;
}

/** One email per alert: the facts staff need to call back, and a link to the request. */
export function composeRequestEmail(
  request: CallbackRequest,
  kind: AlertKind,
  consoleUrl: string,
  company: string,
): EmailContent {
  const link = requestConsoleUrl(consoleUrl, request.id);
  const facts = requestFacts(request);
  const text = [
    ...(request.unsafe_location ? [UNSAFE_WARNING, ''] : []),
    leadOf(request, kind),
    '',
    ...facts.map(({ label, value, href }) => `${label}: ${value}${href ? ` (${href})` : ''}`),
    '',
    `Open the request in the console: ${link}`,
    '',
    `${company} callback alerts`,
    '',
  ].join('\n');

  const rows = facts
    .map(({ label, value, href }) => {
      const shown = href
        ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>`
        : escapeHtml(value).replaceAll('\n', '<br>');
      return `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${shown}</td></tr>`;
    })
    .join('\n');
  // Above everything, in white on red: read before the name or the urgency.
  const warning = request.unsafe_location
    ? `<p style="font-size:17px;padding:10px 12px;background:#b91c1c;color:#fff"><strong>${escapeHtml(UNSAFE_WARNING)}</strong></p>\n`
    : '';
  const html = `<!doctype html>
<html lang="en-GB"><body style="font-family:Arial,Helvetica,sans-serif;color:#111">
${warning}<p style="font-size:16px"><strong>${escapeHtml(leadOf(request, kind))}</strong></p>
<table role="presentation" style="border-collapse:collapse;font-size:15px">
${rows}
</table>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#b91c1c;color:#fff;text-decoration:none;border-radius:4px">Open the request in the console</a></p>
<p style="color:#555;font-size:13px">${escapeHtml(company)} callback alerts</p>
</body></html>
`;
  return { subject: subjectOf(request, kind), text, html };
}

/** What "Send test alert" emails: proof that the mail server and the recipients work. */
export function composeTestEmail(consoleUrl: string, requestedBy: string): EmailContent {
  const lead = `This is a test alert sent by ${oneLine(requestedBy)} from the console. Email alerts work: new callback requests will arrive here.`;
  return {
    subject: 'Test alert: email alerts work',
    text: `${lead}\n\nConsole: ${consoleUrl}\n`,
    html: `<!doctype html>
<html lang="en-GB"><body style="font-family:Arial,Helvetica,sans-serif;color:#111">
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(consoleUrl)}">Open the console</a></p>
</body></html>
`,
  };
}
