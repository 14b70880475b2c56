import { beforeAll, describe, expect, it } from 'vitest';
import { addTeamMember, addVehicle, assign, moveStage, newJob } from './support/dispatch.ts';
import { expectRangesRefused } from './support/report-range.ts';
import type { StaffMember } from './support/staff.ts';
import { useTestApi } from './support/test-api.ts';
import { setTimeline, type Timeline } from './support/timeline.ts';
import { ukDate } from './support/uk-calendar.ts';

const api = useTestApi();

let owner: string;
let staff: StaffMember;
let crew: StaffMember;
let truck: { id: number };

/**
 * A request made at `created`, taken, sent and moved through the stages `timeline` names (by
 * the API), then moved in time to those minutes after its creation.
 */
async function jobAt(created: string, timeline: Timeline, fields: Record<string, unknown> = {}) {
  const job = await newJob(api, fields);
  if (timeline.acknowledged !== undefined) {
    const taken = await api.call('POST', `/api/callback-requests/${job.id}/acknowledge`, {
      token: staff.token,
    });
    expect(taken.status).toBe(200);
  }
  if (timeline.assigned !== undefined) {
    const sent = await assign(api, staff.token, job.id, { user_id: crew.id, vehicle_id: truck.id });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  }
  for (const stage of ['en_route', 'on_scene', 'towing', 'completed'] as const) {
    if (timeline[stage] === undefined) continue;
    const moved = await moveStage(api, staff.token, job.id, { stage });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  await setTimeline(api, job.id, new Date(created), timeline);
  return job;
}

function report(query: string, token = owner) {
  return api.call('GET', `/api/reports/response-times${query}`, { token });
}

// The week of Monday 23 March 2026, when the clocks went forward (Sunday 29th, 01:00 GMT), and
// the Monday after: UK days are not UTC days on both sides of the change.
beforeAll(async () => {
  owner = await api.login();
  staff = await addTeamMember(api, owner, 'staff', 'Sara Staff');
  crew = await addTeamMember(api, owner, 'crew', 'Sam Driver');
  truck = await addVehicle(api, owner);
  await jobAt('2026-03-24T09:00:00Z', {
    acknowledged: 4,
    assigned: 10,
    en_route: 12,
    on_scene: 40,
    completed: 90,
  });
  // On scene straight from assigned: a stage skipped forwards has no time of its own.
  await jobAt('2026-03-24T14:00:00Z', {
    acknowledged: 6,
    assigned: 20,
    on_scene: 60,
    completed: 120,
  });
  await jobAt('2026-03-24T20:00:00Z', { acknowledged: 2 });
  // Held as suspected spam (the form's hidden field filled in): no part of the numbers.
  await jobAt('2026-03-24T10:00:00Z', { acknowledged: 1 }, { website: 'http://spam.example' });
  // 23:30 GMT on Saturday is still Saturday in the UK.
  await jobAt('2026-03-28T23:30:00Z', { acknowledged: 8 });
  // 23:30 UTC on Sunday 29th is 00:30 BST on Monday 30th: next week.
  await jobAt('2026-03-29T23:30:00Z', { acknowledged: 72 });
  // Just outside 24–30 March in the UK: 23:59 GMT on the 23rd, 00:30 BST on the 31st.
  await jobAt('2026-03-23T23:59:00Z', { acknowledged: 3 });
  await jobAt('2026-03-30T23:30:00Z', { acknowledged: 3 });
});

const none = { count: 0, median_minutes: null, p90_minutes: null };

describe('GET /api/reports/response-times', () => {
  it('answers the median and 90th percentile per UK day, with counts, spam left out', async () => {
    const answer = await report('?from=2026-03-24&to=2026-03-30');
    expect(answer.status).toBe(200);
    const { days } = answer.body.report;
    expect(days.map((day: { start: string }) => day.start)).toEqual([
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
    expect(days[0]).toEqual({
      start: '2026-03-24',
      requests: 3,
      acknowledged: { count: 3, median_minutes: 4, p90_minutes: 5.6 },
      assigned: { count: 2, median_minutes: 15, p90_minutes: 19 },
      on_scene: { count: 2, median_minutes: 50, p90_minutes: 58 },
      completed: { count: 2, median_minutes: 105, p90_minutes: 117 },
    });
    expect(days[1]).toEqual({
      start: '2026-03-25',
      requests: 0,
      acknowledged: none,
      assigned: none,
      on_scene: none,
      completed: none,
    });
    expect(days[4]).toMatchObject({
      start: '2026-03-28',
      requests: 1,
      acknowledged: { count: 1, median_minutes: 8, p90_minutes: 8 },
    });
    expect(days[5]).toMatchObject({ start: '2026-03-29', requests: 0 });
    expect(days[6]).toMatchObject({
      start: '2026-03-30',
      requests: 1,
      acknowledged: { count: 1, median_minutes: 72, p90_minutes: 72 },
      assigned: none,
    });
  });

  it('answers ISO weeks from their Monday, counting only the days of the range, and the total', async () => {
    const { report: numbers } = (await report('?from=2026-03-24&to=2026-03-30')).body;
    expect(numbers.from).toBe('2026-03-24');
    expect(numbers.to).toBe('2026-03-30');
    expect(numbers.weeks).toEqual([
      {
        start: '2026-03-23',
        requests: 4,
        acknowledged: { count: 4, median_minutes: 5, p90_minutes: 7.4 },
        assigned: { count: 2, median_minutes: 15, p90_minutes: 19 },
        on_scene: { count: 2, median_minutes: 50, p90_minutes: 58 },
        completed: { count: 2, median_minutes: 105, p90_minutes: 117 },
      },
      {
        start: '2026-03-30',
        requests: 1,
        acknowledged: { count: 1, median_minutes: 72, p90_minutes: 72 },
        assigned: none,
        on_scene: none,
        completed: none,
      },
    ]);
    expect(numbers.total).toEqual({
      requests: 5,
      acknowledged: { count: 5, median_minutes: 6, p90_minutes: 46.4 },
      assigned: { count: 2, median_minutes: 15, p90_minutes: 19 },
      on_scene: { count: 2, median_minutes: 50, p90_minutes: 58 },
      completed: { count: 2, median_minutes: 105, p90_minutes: 117 },
    });
  });

  it('covers the last 30 UK days, today included, when no dates are given', async () => {
    const answer = await report('');
    expect(answer.status).toBe(200);
    expect(answer.body.report).toMatchObject({ from: ukDate(-29), to: ukDate(0) });
    expect(answer.body.report.days).toHaveLength(30);
    const toOnly = await report('?to=2026-03-30');
    expect(toOnly.body.report.from).toBe('2026-03-01');
  });

  it('is for staff and owners: the crew get 403 and a caller signed out 401', async () => {
    expect((await report('?from=2026-03-24&to=2026-03-24', staff.token)).status).toBe(200);
    const crewAnswer = await report('', crew.token);
    expect(crewAnswer.status).toBe(403);
    expect(crewAnswer.body.message).toBe(
      'Crew accounts can see only the jobs given to them and their own account. Ask staff or an owner.',
    );
    const signedOut = await api.call('GET', '/api/reports/response-times');
    expect(signedOut.status).toBe(401);
  });

  it('refuses dates that are no dates, reversed, or more than 366 days apart, naming the field', async () => {
    await expectRangesRefused(report);
    const aYear = await report('?from=2025-03-31&to=2026-03-31');
    expect(aYear.status).toBe(200);
    expect(aYear.body.report.days).toHaveLength(366);
  });
});
