import { beforeAll, describe, expect, it } from 'vitest';
import { submitBreakdown } from './support/callback-request.ts';
import { addStaffMember, type StaffMember, teamMember } from './support/staff.ts';
import { useTextingApi } from './support/texting-api.ts';
import { waitFor } from './support/wait-for.ts';

const { api, provider, reply } = await useTextingApi({
  // The escalation comes quickly, so the test sees the backup texted.
  ESCALATION_DELAYS: 'emergency=2s,high=1h',
  JOB_POLL_MS: '100',
});

const PRIMARY_PHONE = '+447700900701';
const BACKUP_PHONE = '+447700900702';
const MANAGER_PHONE = '+447700900703';
let owner = '';
let primary: StaffMember;
let backup: StaffMember;
let manager: StaffMember;

/** Every minute of the week, so whoever runs the test finds the same people on call. */
const allWeek = (primaryId: number, backupId: number) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    start: '00:00',
    end: '00:00',
    primary_user_id: primaryId,
    backup_user_id: backupId,
  }));

beforeAll(async () => {
  owner = await api.login();
  primary = await addStaffMember(api, owner, teamMember('Pat Primary'));
  backup = await addStaffMember(api, owner, teamMember('Bo Backup'));
  // Not on the rota, but asked for every alert by text.
  manager = await addStaffMember(api, owner, teamMember('Max Manager'));
  for (const [who, phone, smsAlerts] of [
    [primary, PRIMARY_PHONE, false],
    [backup, BACKUP_PHONE, false],
    [manager, MANAGER_PHONE, true],
  ] as const) {
    const answer = await api.call('PUT', `/api/users/${who.id}`, {
      token: owner,
      body: { phone, sms_alerts: smsAlerts },
    });
    expect(answer.status).toBe(200);
  }
  const rota = await api.call('PUT', '/api/on-call', {
    token: owner,
    body: { shifts: allWeek(primary.id, backup.id), overrides: [] },
  });
  expect(rota.status).toBe(200);
});

describe('on-call staff by text', () => {
  it('texts the on-call primary (and whoever asked for every alert) at once for a high request, nobody for a low one', async () => {
    const low = await submitBreakdown(api, { phone: '07700 900811', urgency: 'low' });
    const high = await submitBreakdown(api, { phone: '07700 900812', urgency: 'high' });
    const alert = await provider.waitFor(
      (t) => t.to === PRIMARY_PHONE && t.body.includes(high.reference),
    );
    expect(alert.body).toMatch(/^HIGH /);
    expect(alert.body).toContain('Reply 1 to take it');
    await provider.waitFor((t) => t.to === MANAGER_PHONE && t.body.includes(high.reference));
    expect(
      provider.texts.some((t) => t.body.includes(low.reference) && t.to === PRIMARY_PHONE),
    ).toBe(false);
    expect(
      provider.texts.some((t) => t.to === BACKUP_PHONE && t.body.includes(high.reference)),
    ).toBe(false);
  });

  it('texts the backup and the primary again when an emergency escalates', async () => {
    const request = await submitBreakdown(api, { phone: '07700 900813' });
    const toBackup = await provider.waitFor(
      (t) => t.to === BACKUP_PHONE && t.body.includes(request.reference),
    );
    expect(toBackup.body).toMatch(/^STILL WAITING /);
    await waitFor('the primary texted twice', async () =>
      provider.texts.filter((t) => t.to === PRIMARY_PHONE && t.body.includes(request.reference))
        .length === 2
        ? true
        : undefined,
    );
  });

  it('a "YES" reply to the alert takes the request as that person, and tells the others alerted', async () => {
    const request = await submitBreakdown(api, { phone: '07700 900814', urgency: 'high' });
    await provider.waitFor((t) => t.to === PRIMARY_PHONE && t.body.includes(request.reference));
    // Sent once the alert is marked sent: the "1" must find it as the latest alert to that phone.
    await waitFor('the alert marked sent', async () => {
      const answer = await api.call('GET', `/api/callback-requests/${request.id}/history`, {
        token: owner,
      });
      return answer.body.history.some(
        (entry: { kind: string; detail: { purpose?: string } }) =>
          entry.kind === 'text_sent' && entry.detail.purpose === 'alert',
      )
        ? true
        : undefined;
    });
    const answer = await reply(PRIMARY_PHONE, ' yes ');
    expect(answer.status).toBe(200);

    const list = await api.call('GET', '/api/callback-requests', { token: owner });
    const taken = list.body.requests.find((r: { id: number }) => r.id === request.id);
    expect(taken).toMatchObject({ acknowledged_by: 'Pat Primary' });
    const confirmation = await provider.waitFor(
      (t) => t.to === PRIMARY_PHONE && t.body.startsWith(`${request.reference} is yours`),
    );
    expect(confirmation.body).toContain('07700 900814');
    const told = await provider.waitFor(
      (t) => t.to === MANAGER_PHONE && t.body.includes('was taken by'),
    );
    expect(told.body).toBe(`${request.reference} was taken by Pat Primary.`);
    // The driver hears that someone is on it.
    await provider.waitFor(
      (t) => t.to === '+447700900814' && t.body.includes('on it') && t.body.includes('Pat'),
    );
  });
});
