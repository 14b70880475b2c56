import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onCallAt } from '../src/on-call/on-call-now.ts';
import { addStaffMember, type StaffMember, teamMember } from './support/staff.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
// This file moves the process's clock: the hourly clean-up must not run on it (every session
// would look expired and end).
beforeAll(() => api.runtime.housekeeping.stop());

let owner = '';
let ann: StaffMember;
let ben: StaffMember;
let cat: StaffMember;

beforeAll(async () => {
  owner = await api.login();
  ann = await addStaffMember(api, owner, teamMember('Ann Night'));
  ben = await addStaffMember(api, owner, teamMember('Ben Backup'));
  cat = await addStaffMember(api, owner, teamMember('Cat Cover'));
});

afterEach(() => {
  vi.useRealTimers();
});

/** Monday 22:00 to Tuesday 06:00: Ann, with Ben as backup. */
const mondayNight = () => ({
  weekday: 1,
  start: '22:00',
  end: '06:00',
  primary_user_id: ann.id,
  backup_user_id: ben.id,
});

function putRota(body: unknown, token = owner) {
  return api.call('PUT', '/api/on-call', { token, body });
}

/** GET /api/on-call/now as a staff member signed in at that moment (the API's clock is set). */
async function onCallNowAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  const login = await api.call('POST', '/api/auth/login', {
    body: { email: ann.email, password: ann.password },
  });
  const answer = await api.call('GET', '/api/on-call/now', { token: login.body.token });
  expect(answer.status).toBe(200);
  return {
    primary: answer.body.primary?.name ?? null,
    backup: answer.body.backup?.name ?? null,
  };
}

/** Who GET /api/on-call/now names as primary and backup at that instant (names or null). */
async function expectOnCallAt(iso: string, primary: string | null, backup: string | null) {
  expect(await onCallNowAt(iso)).toEqual({ primary, backup });
}

/** Names of who `onCallAt` gives at each instant, for the tests of the clock changes. */
async function namesAt(iso: string) {
  const { primary, backup } = await onCallAt(api.runtime.deps.db, new Date(iso));
  return [primary?.name ?? null, backup?.name ?? null];
}

describe('the on-call rota', () => {
  it('is empty, with nobody on call, until an owner sets one', async () => {
    const rota = await api.call('GET', '/api/on-call', { token: ann.token });
    expect(rota.status).toBe(200);
    expect(rota.body).toEqual({ success: true, shifts: [], overrides: [] });
    const now = await api.call('GET', '/api/on-call/now', { token: ann.token });
    expect(now.body).toEqual({ success: true, primary: null, backup: null });
  });

  it('is saved by an owner and read back as saved by any signed-in user, sorted', async () => {
    const saved = await putRota({
      shifts: [
        { weekday: 2, start: '08:00', end: '20:00', primary_user_id: ben.id, backup_user_id: null },
        mondayNight(),
      ],
      overrides: [{ date: '2026-12-25', start: '00:00', end: '00:00', primary_user_id: cat.id }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('On-call rota saved');
    const expected = {
      success: true,
      shifts: [
        mondayNight(),
        { weekday: 2, start: '08:00', end: '20:00', primary_user_id: ben.id, backup_user_id: null },
      ],
      overrides: [
        {
          date: '2026-12-25',
          start: '00:00',
          end: '00:00',
          primary_user_id: cat.id,
          backup_user_id: null,
        },
      ],
    };
    expect((await api.call('GET', '/api/on-call', { token: cat.token })).body).toEqual(expected);
  });

  it('lists every user by name for any signed-in user, without emails', async () => {
    const people = await api.call('GET', '/api/on-call/people', { token: cat.token });
    expect(people.status).toBe(200);
    expect(people.body.people.map((person: { name: string }) => person.name)).toEqual([
      'Ann Night',
      'Ben Backup',
      'Cat Cover',
      'Olivia Owner',
    ]);
    expect(people.body.people[0]).toEqual({
      id: ann.id,
      name: 'Ann Night',
      active: true,
      role: 'staff',
    });
  });

  it('refuses staff who try to change it with 403 and a clear message, and keeps it', async () => {
    const before = await api.call('GET', '/api/on-call', { token: owner });
    const refused = await putRota({ shifts: [], overrides: [] }, ann.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      message: 'Only an owner can change the on-call rota. Ask an owner of this console.',
    });
    expect((await api.call('GET', '/api/on-call', { token: owner })).body).toEqual(before.body);
    expect((await api.call('GET', '/api/on-call')).status).toBe(401);
  });

  it.each([
    [
      'a time not written HH:MM',
      { weekday: 1, start: '7:30', end: '12:00' },
      'shifts.0.start',
      'Start must be a time as HH:MM, for example 07:30',
    ],
    [
      'a weekday outside 1 to 7',
      { weekday: 8, start: '07:30', end: '12:00' },
      'shifts.0.weekday',
      'Weekday must be a number from 1 (Monday) to 7 (Sunday)',
    ],
    [
      'the same person as primary and backup',
      { weekday: 1, start: '07:30', end: '12:00', backup: 'ann' },
      'shifts.0.backup_user_id',
      'The backup must be someone other than the primary',
    ],
  ])('refuses %s with 422 naming the field', async (_, shift, field, message) => {
    const { backup, ...times } = shift as typeof shift & { backup?: string };
    const answer = await putRota({
      shifts: [
        { ...times, primary_user_id: ann.id, backup_user_id: backup === 'ann' ? ann.id : null },
      ],
      overrides: [],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(message);
    expect(answer.body.errors[field]).toEqual([message]);
  });

  it('refuses a person who is not an active user, naming the row, and changes nothing', async () => {
    const before = await api.call('GET', '/api/on-call', { token: owner });
    const answer = await putRota({
      shifts: [
        {
          weekday: 3,
          start: '09:00',
          end: '17:00',
          primary_user_id: ann.id,
          backup_user_id: 999999,
        },
      ],
      overrides: [],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      'Shift 1 (Wednesday 09:00–17:00): the backup (user 999999) is not an active user. Choose someone who can sign in.',
    );
    expect(Object.keys(answer.body.errors)).toEqual(['shifts.0.backup_user_id']);
    expect((await api.call('GET', '/api/on-call', { token: owner })).body).toEqual(before.body);
  });

  it('refuses two shifts covering the same time, across midnight and the week’s end too', async () => {
    const answer = await putRota({
      shifts: [
        { weekday: 7, start: '22:00', end: '08:00', primary_user_id: ann.id },
        { weekday: 1, start: '07:00', end: '12:00', primary_user_id: ben.id },
      ],
      overrides: [],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      'Shift 2 (Monday 07:00–12:00) overlaps shift 1 (Sunday 22:00–08:00)',
    );
    expect(answer.body.errors['shifts.1']).toBeDefined();
  });

  it('refuses a body that is not a rota with 422', async () => {
    const answer = await putRota({ shifts: 'all of them' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.shifts).toEqual(['Shifts must be a list']);
    expect(answer.body.errors.overrides).toEqual(['Overrides must be a list']);
  });
});

describe('who is on call now', () => {
  beforeAll(async () => {
    const saved = await putRota({
      shifts: [
        // Monday 22:00 to Tuesday 06:00, and Tuesday's day shift.
        mondayNight(),
        { weekday: 2, start: '06:00', end: '18:00', primary_user_id: ben.id, backup_user_id: null },
        // Saturday night into the Sundays the clocks change.
        { weekday: 6, start: '22:00', end: '01:30', primary_user_id: cat.id, backup_user_id: null },
        // Weekday mornings, to see 07:00 UK in winter and summer.
        { weekday: 3, start: '07:00', end: '12:00', primary_user_id: ann.id, backup_user_id: null },
      ],
      overrides: [
        // Cat covers the middle of Monday night 7 to 8 December 2026.
        {
          date: '2026-12-08',
          start: '01:00',
          end: '03:00',
          primary_user_id: cat.id,
          backup_user_id: ann.id,
        },
      ],
    });
    expect(saved.status).toBe(200);
  });

  it('answers the primary and backup of the shift, through midnight until it ends', async () => {
    // Monday 7 December 2026, GMT.
    await expectOnCallAt('2026-12-07T21:59:00Z', null, null);
    await expectOnCallAt('2026-12-07T22:00:00Z', 'Ann Night', 'Ben Backup');
    await expectOnCallAt('2026-12-08T05:59:00Z', 'Ann Night', 'Ben Backup');
    await expectOnCallAt('2026-12-08T06:00:00Z', 'Ben Backup', null);
  });

  it('answers the override for the time it covers, and the weekly shift around it', async () => {
    await expectOnCallAt('2026-12-08T00:59:00Z', 'Ann Night', 'Ben Backup');
    await expectOnCallAt('2026-12-08T01:00:00Z', 'Cat Cover', 'Ann Night');
    await expectOnCallAt('2026-12-08T03:00:00Z', 'Ann Night', 'Ben Backup');
    // The override is for 8 December only: the next Monday night is the shift's.
    expect(await namesAt('2026-12-15T01:30:00Z')).toEqual(['Ann Night', 'Ben Backup']);
  });

  it('reads the rota in UK time: 07:00 is 07:00 GMT in winter and 06:00 GMT in summer', async () => {
    // Wednesdays: 13 January and 14 July 2027.
    expect(await namesAt('2027-01-13T06:30:00Z')).toEqual([null, null]);
    expect(await namesAt('2027-01-13T07:00:00Z')).toEqual(['Ann Night', null]);
    expect(await namesAt('2027-07-14T06:00:00Z')).toEqual(['Ann Night', null]);
    expect(await namesAt('2027-07-14T10:59:00Z')).toEqual(['Ann Night', null]);
    expect(await namesAt('2027-07-14T11:00:00Z')).toEqual([null, null]);
  });

  it('ends a night shift at its UK time on the nights the clocks change', async () => {
    // Clocks go back at 02:00 BST on Sunday 25 October 2026: 01:00-02:00 happens twice, and a
    // shift to 01:30 covers both; it ends at 01:30 GMT.
    expect(await namesAt('2026-10-25T00:20:00Z')).toEqual(['Cat Cover', null]);
    expect(await namesAt('2026-10-25T01:20:00Z')).toEqual(['Cat Cover', null]);
    expect(await namesAt('2026-10-25T01:30:00Z')).toEqual([null, null]);
    // Clocks go forward at 01:00 GMT on Sunday 28 March 2027: 01:00 GMT is 02:00 BST, past 01:30,
    // so the shift ends at the change.
    expect(await namesAt('2027-03-28T00:59:00Z')).toEqual(['Cat Cover', null]);
    expect(await namesAt('2027-03-28T01:00:00Z')).toEqual([null, null]);
  });

  it('gives onCallAt callers each person’s mobile and choice of texts', async () => {
    const phone = await api.call('PUT', `/api/users/${ann.id}`, {
      token: owner,
      body: { phone: '07700 900123', sms_alerts: true },
    });
    expect(phone.status).toBe(200);
    expect(await onCallAt(api.runtime.deps.db, new Date('2026-12-07T23:00:00Z'))).toEqual({
      primary: { id: ann.id, name: 'Ann Night', phone: '+447700900123', sms_alerts: true },
      backup: { id: ben.id, name: 'Ben Backup', phone: null, sms_alerts: false },
    });
  });

  it('leaves a deactivated person out, and refuses to remove someone on the rota', async () => {
    const removed = await api.call('DELETE', `/api/users/${ben.id}`, { token: owner });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe(
      'This user is on the on-call rota. Take them off it first, then remove them.',
    );
    await api.call('PUT', `/api/users/${ben.id}`, { token: owner, body: { active: false } });
    expect(await namesAt('2026-12-07T23:00:00Z')).toEqual(['Ann Night', null]);
    await api.call('PUT', `/api/users/${ben.id}`, { token: owner, body: { active: true } });
  });
});
