import { INVITATION_HOURS } from '@tow/contracts';
import { type EmailContent, escapeHtml } from '../alerts/email-content.ts';

/** The email that carries an invitation or password-reset link to the person it is for. */
export function composeInvitationEmail(
  name: string,
  link: string,
  reset: boolean,
  company: string,
): EmailContent {
  const lead = reset
    ? `Hello ${name}, an owner of the ${company} console has reset your password. Choose a new one with this link.`
    : `Hello ${name}, you have been invited to the ${company} staff console. Choose your password with this link.`;
  const note = `The link works once, for ${INVITATION_HOURS} hours. If you did not expect this email, ignore it.`;
  return {
    subject: reset
      ? `Reset your ${company} console password`
      : `Your invitation to the ${company} staff console`,
    text: `${lead}\n\n${link}\n\n${note}\n`,
    html: `<!doctype html>
<html lang="en-GB"><body style="font-family:Arial,Helvetica,sans-serif;color:#111">
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(link)}">${reset ? 'Choose a new password' : 'Accept the invitation'}</a></p>
<p>${escapeHtml(note)}</p>
</body></html>
`,
  };
}
