import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from './support/smtp-sink.ts';
import { invitationToken, invite, STRONG_PASSWORD, teamMember } from './support/staff.ts';
import { useTestApi } from './support/test-api.ts';

const sink = await startSmtpSink();

const api = useTestApi({
  SMTP_URL: sink.url,
  ALERT_EMAIL_FROM: 'Recovery console <console@recovery.example>',
  ALERT_EMAIL_TO: 'duty@recovery.example',
  CONSOLE_URL: 'https://console.recovery.example/admin',
});

afterAll(async () => {
  await sink.close();
});

describe('invitations with SMTP configured', () => {
  it('emails the invitee the link, which then sets their password', async () => {
    const token = await api.login();
    const invited = await invite(api, token, teamMember('Mo Mailed'));
    expect(invited.status).toBe(201);
    expect(invited.body.emailed).toBe(true);
    expect(invited.body.message).toContain('emailed to mo@example.com');
    const email = await sink.waitFor((e) => e.envelopeTo.includes('mo@example.com'));
    const link = `https://console.recovery.example${invited.body.invitation_url}`;
    expect(email.mail.subject).toBe('Your invitation to the West Midlands Recovery staff console');
    expect(email.mail.text).toContain(link);
    const accepted = await api.call(
      'POST',
      `/api/invitations/${invitationToken(invited.body.invitation_url)}/accept`,
      { body: { password: STRONG_PASSWORD } },
    );
    expect(accepted.status).toBe(200);
  });

  it('emails a password reset link too', async () => {
    const token = await api.login();
    const users = await api.call('GET', '/api/users', { token });
    const mo = users.body.users.find((u: { email: string }) => u.email === 'mo@example.com');
    const reset = await api.call('POST', `/api/users/${mo.id}/password-reset`, { token });
    expect(reset.body.emailed).toBe(true);
    const email = await sink.waitFor(
      (e) =>
        e.envelopeTo.includes('mo@example.com') &&
        e.mail.subject === 'Reset your West Midlands Recovery console password',
    );
    expect(email.mail.text).toContain(reset.body.invitation_url);
  });
});
