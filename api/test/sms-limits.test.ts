import { describe, expect, it } from 'vitest';
import { submitBreakdown } from './support/callback-request.ts';
import { useTextingApi } from './support/texting-api.ts';
import { waitFor } from './support/wait-for.ts';

const { api, provider } = await useTextingApi({
  SMS_FROM: 'WMRecovery',
  SMS_PHONE_DAILY_LIMIT: '2',
  SMS_DAILY_LIMIT: '4',
});

async function lastText(id: number, token: string) {
  return waitFor(`request ${id}'s text settled`, async () => {
    const answer = await api.call('GET', `/api/callback-requests/${id}/messages`, { token });
    const last = answer.body.messages.at(-1);
    return last && last.status !== 'queued' ? last : undefined;
  });
}

describe('SMS pumping defence', () => {
  it('stops texting one phone past its daily cap, however many requests it sends', async () => {
    const token = await api.login();
    const requests = [];
    for (let i = 0; i < 4; i++) {
      requests.push(await submitBreakdown(api, { phone: '07700 900901' }));
      await lastText(requests[i].id, token);
    }
    expect(provider.texts.filter((t) => t.to === '+447700900901')).toHaveLength(2);
    const refused = await lastText(requests[3].id, token);
    expect(refused).toMatchObject({ status: 'failed' });
    expect(refused.error).toContain('2 texts in the last 24 hours');
  });

  it('stops every automatic text past the site’s daily limit, and tells staff once', async () => {
    const token = await api.login();
    const phones = ['07700 900902', '07700 900903', '07700 900904'];
    const requests = [];
    for (const phone of phones) {
      const request = await submitBreakdown(api, { phone });
      await lastText(request.id, token);
      requests.push(request);
    }
    // Two texts to 900901 and two here reach the limit of four; the third phone is refused.
    expect(provider.texts).toHaveLength(4);
    const refused = await lastText(requests[2].id, token);
    expect(refused.error).toContain('SMS_DAILY_LIMIT');

    const first = await api.call('GET', '/api/alerts/status', { token });
    expect(first.body.sms).toMatchObject({
      configured: true,
      provider: 'twilio',
      last_error: expect.stringContaining('Texts to drivers stopped'),
    });
    const another = await submitBreakdown(api, { phone: '07700 900905' });
    await lastText(another.id, token);
    const second = await api.call('GET', '/api/alerts/status', { token });
    expect(second.body.sms.failing_since).toBe(first.body.sms.failing_since);

    const staffText = await api.call('POST', `/api/callback-requests/${another.id}/messages`, {
      token,
      body: { body: 'Staff can still text: this is not automatic.' },
    });
    expect(staffText.status).toBe(201);
    await provider.waitFor((t) => t.body.startsWith('Staff can still text'));
  });

  it('sends from an alphanumeric sender ID as set', async () => {
    expect(provider.texts[0]?.from).toBe('WMRecovery');
  });
});
