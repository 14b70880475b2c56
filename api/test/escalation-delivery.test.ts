import { afterAll, describe, expect, it } from 'vitest';
import { requestHistory, submitCallbackRequest } from './support/callback-request.ts';
import { startTestPushService } from './support/push-service.ts';
import { startSmtpSink } from './support/smtp-sink.ts';
import { useTestApi } from './support/test-api.ts';
import { TEST_TLS_FILES } from './support/test-tls.ts';
import { waitFor } from './support/wait-for.ts';

// End to end through the real channels: the job runner, nodemailer to a real SMTP server, and
// web-push to a local HTTPS push service that decrypts what it receives.
const smtp = await startSmtpSink();
const pushService = await startTestPushService(TEST_TLS_FILES);
const api = useTestApi({
  SMTP_URL: smtp.url,
  ALERT_EMAIL_FROM: 'alerts@recovery.example',
  ALERT_EMAIL_TO: 'dispatch@recovery.example',
  ESCALATION_EMAIL_TO: 'manager@recovery.example',
  ESCALATION_DELAYS: 'emergency=2s',
  JOB_POLL_MS: '100',
  SITE_URL: 'https://recovery.example',
});

afterAll(async () => {
  await smtp.close();
  await pushService.close();
});

async function submit(name: string) {
  const request = await submitCallbackRequest(api, {
    name,
    phone: '07700 900123',
    location: 'M6 J10, Walsall',
    service_type: 'Breakdown Recovery',
    urgency: 'emergency',
  });
  return request as { id: number; created_at: string };
}

async function historyKinds(id: number, token: string) {
  return (await requestHistory(api, id, token)).map(
    (e) => `${e.kind}${e.detail.channel ? `:${e.detail.channel}:${e.detail.alert}` : ''}`,
  );
}

describe('a request nobody takes, with email and push set up', () => {
  it('is emailed to ESCALATION_EMAIL_TO with the name in the subject and pushed to every browser again', async () => {
    const token = await api.login();
    const browser = pushService.newBrowser();
    const subscribed = await api.call('POST', '/api/push-subscriptions', {
      token,
      body: browser.subscription,
    });
    expect(subscribed.status).toBe(201);

    const request = await submit('Ellis Unanswered');
    const first = await smtp.waitFor((e) => e.mail.subject?.includes('Ellis Unanswered') ?? false);
    expect(first.envelopeTo).toEqual(['dispatch@recovery.example']);
    const escalationEmail = await smtp.waitFor((e) =>
      e.envelopeTo.includes('manager@recovery.example'),
    );
    expect(escalationEmail.mail.subject).toContain('Ellis Unanswered');
    expect(escalationEmail.mail.subject).toMatch(/escalation/i);

    const pushes = await waitFor('both pushes', async () => {
      const mine = pushService.received.filter((p) => p.payload.id === request.id);
      return mine.length >= 2 ? mine : undefined;
    });
    expect(pushes.map((p) => p.payload.kind).sort()).toEqual(['escalation', 'new']);

    const kinds = await waitFor('every alert to be recorded', async () => {
      const all = await historyKinds(request.id, token);
      return all.filter((k) => k.startsWith('alert_sent')).length === 4 ? all : undefined;
    });
    expect(kinds[0]).toBe('created');
    expect(kinds.filter((k) => k === 'escalated')).toHaveLength(1);
    expect([...kinds].filter((k) => k.startsWith('alert_sent')).sort()).toEqual([
      'alert_sent:email:escalation',
      'alert_sent:email:new',
      'alert_sent:push:escalation',
      'alert_sent:push:new',
    ]);
    // The escalation alerts come after the escalation itself.
    expect(kinds.indexOf('alert_sent:email:escalation')).toBeGreaterThan(
      kinds.indexOf('escalated'),
    );
  });

  it('sends no escalation email for a request taken in time', async () => {
    const token = await api.login();
    const request = await submit('Taylor Taken');
    await api.call('POST', `/api/callback-requests/${request.id}/acknowledge`, { token });
    await waitFor('the escalation job to run', async () => {
      const job = await api.runtime.deps.db
        .selectFrom('jobs')
        .select('state')
        .where('kind', '=', 'escalation')
        .where((eb) =>
          eb(eb.ref('payload', '->>').key('callback_request_id'), '=', String(request.id)),
        )
        .executeTakeFirst();
      return job?.state === 'done' ? true : undefined;
    });
    expect(
      smtp.received.filter(
        (e) =>
          e.envelopeTo.includes('manager@recovery.example') &&
          (e.mail.subject ?? '').includes('Taylor Taken'),
      ),
    ).toEqual([]);
    expect(await historyKinds(request.id, token)).not.toContain('escalated');
  });
});
