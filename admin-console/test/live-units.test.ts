import type { CallbackRequest } from '@tow/contracts/callback-request';
import { describe, expect, it } from 'vitest';
import { alertFailures } from '../src/alerts/AlertStatusBanner.tsx';
import { applicationServerKey } from '../src/alerts/push-subscription.ts';
import { applyCallbackEvent, parseCallbackEvent } from '../src/live/callback-events.ts';
import { escalationWords } from '../src/live/escalation-clock.ts';
import { MAX_RETRY_MS, retryDelay } from '../src/live/event-stream.ts';
import { type HistoryEntry, historyDetail, historyLabel } from '../src/live/history.ts';
import {
  formatMinutes,
  isOverdue,
  overdueFirst,
  responseClock,
} from '../src/live/response-clock.ts';
import { callbackRecord } from './support/callback-record.ts';

const T0 = Date.parse('2026-11-23T22:00:00Z');
const MIN = 60_000;

describe('response clocks', () => {
  it('say how long a request waited and how long is left, in words', () => {
    expect(responseClock(callbackRecord(1), T0 + 3 * MIN + 10_000)).toEqual({
      age: '3 min',
      left: '12 min left',
      overdue: false,
    });
    expect(responseClock(callbackRecord(1), T0 + 20 * MIN)).toEqual({
      age: '20 min',
      left: 'Overdue by 5 min',
      overdue: true,
    });
    // Ten seconds late is late.
    expect(responseClock(callbackRecord(1), T0 + 15 * MIN + 10_000)?.left).toBe('Overdue by 1 min');
  });

  it('count hours and days for slower urgencies', () => {
    expect(formatMinutes(59)).toBe('59 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(125)).toBe('2 h 5 min');
    expect(formatMinutes(1440)).toBe('1 day');
    expect(formatMinutes(1620)).toBe('1 day 3 h');
    expect(formatMinutes(2 * 1440 + 60)).toBe('2 days 1 h');
  });

  it('stop once the request is no longer pending', () => {
    expect(responseClock(callbackRecord(1, { status: 'contacted' }), T0 + 60 * MIN)).toBeNull();
    expect(isOverdue(callbackRecord(1, { status: 'completed' }), T0 + 60 * MIN)).toBe(false);
  });

  it('put overdue requests first, the longest overdue at the top, the rest in their order', () => {
    const late = callbackRecord(1, {
      urgency: 'low',
      respond_by: new Date(T0 + 5 * MIN).toISOString(),
    });
    const later = callbackRecord(2, {
      urgency: 'low',
      respond_by: new Date(T0 + 2 * MIN).toISOString(),
    });
    const onTime = callbackRecord(3);
    const byId = (a: CallbackRequest, b: CallbackRequest) => b.id - a.id;
    const sorted = [onTime, late, later].sort(overdueFirst(T0 + 10 * MIN, byId));
    expect(sorted.map((item) => item.id)).toEqual([2, 1, 3]);
  });
});

describe('escalation clocks', () => {
  // The API's default ESCALATION_DELAYS: emergency=5m,high=15m.
  const DELAYS = { emergency: 300, high: 900 };

  it('count down to the escalation of an untaken emergency, well before its 15 minutes run out', () => {
    const request = callbackRecord(1);
    expect(responseClock(request, T0 + 2 * MIN)?.left).toBe('13 min left');
    expect(escalationWords(request, DELAYS, T0 + 2 * MIN)).toBe('escalates in 3 min');
    // Rounded up, as the response clock is: 10 s before it is still "1 min".
    expect(escalationWords(request, DELAYS, T0 + 5 * MIN - 10_000)).toBe('escalates in 1 min');
    expect(escalationWords(request, DELAYS, T0 + 5 * MIN)).toBe('escalated');
    expect(escalationWords(callbackRecord(2, { urgency: 'high' }), DELAYS, T0)).toBe(
      'escalates in 15 min',
    );
  });

  it('say "escalated" as soon as the history says so', () => {
    expect(escalationWords(callbackRecord(1), DELAYS, T0 + MIN, true)).toBe('escalated');
  });

  it('say nothing when nothing will escalate', () => {
    const taken = callbackRecord(1, { acknowledged_at: new Date(T0).toISOString() });
    expect(escalationWords(taken, DELAYS, T0 + MIN)).toBeNull();
    expect(escalationWords(taken, DELAYS, T0 + MIN, true)).toBeNull();
    expect(escalationWords(callbackRecord(2, { status: 'contacted' }), DELAYS, T0)).toBeNull();
    expect(escalationWords(callbackRecord(3, { urgency: 'low' }), DELAYS, T0)).toBeNull();
    // Held back as suspected spam: it escalates only once released.
    const held = callbackRecord(4, { urgency: 'medium', suspected_spam: true });
    expect(escalationWords(held, { ...DELAYS, medium: 600 }, T0)).toBeNull();
    // ESCALATION_DELAYS=none, or the delays not known yet.
    expect(escalationWords(callbackRecord(5), {}, T0)).toBeNull();
    expect(escalationWords(callbackRecord(6), null, T0)).toBeNull();
  });
});

describe('live events', () => {
  it('read the three kinds of stream message and nothing else', () => {
    const record = callbackRecord(7);
    expect(
      parseCallbackEvent({ event: 'callback-request.created', data: JSON.stringify(record) }),
    ).toEqual({ kind: 'created', request: record });
    expect(parseCallbackEvent({ event: 'callback-request.deleted', data: '{"id":7}' })).toEqual({
      kind: 'deleted',
      id: 7,
    });
    expect(parseCallbackEvent({ event: 'other', data: '{"id":7}' })).toBeNull();
    expect(parseCallbackEvent({ event: 'callback-request.updated', data: 'not json' })).toBeNull();
    expect(parseCallbackEvent({ event: undefined, data: '{"id":7}' })).toBeNull();
  });

  it('add, replace and remove requests in a list, and keep a list to what it shows', () => {
    const one = callbackRecord(1);
    const two = callbackRecord(2);
    let list = applyCallbackEvent([one], { kind: 'created', request: two });
    expect(list.map((item) => item.id)).toEqual([2, 1]);
    list = applyCallbackEvent(list, {
      kind: 'updated',
      request: { ...one, acknowledged_by: 'Sam' },
    });
    expect(list[1]?.acknowledged_by).toBe('Sam');
    expect(applyCallbackEvent(list, { kind: 'deleted', id: 2 }).map((item) => item.id)).toEqual([
      1,
    ]);
    const pendingOnly = (item: CallbackRequest) => item.status === 'pending';
    const contacted = { ...one, status: 'contacted' as const };
    expect(applyCallbackEvent(list, { kind: 'updated', request: contacted }, pendingOnly)).toEqual([
      two,
    ]);
    expect(applyCallbackEvent(list, { kind: 'resync' })).toBe(list);
  });

  it('retry with a growing wait, never longer than the 30-second poll', () => {
    expect(retryDelay(0)).toBeLessThanOrEqual(1_000);
    expect(retryDelay(0)).toBeGreaterThanOrEqual(800);
    expect(retryDelay(3)).toBeGreaterThan(retryDelay(0));
    expect(retryDelay(50)).toBeLessThanOrEqual(MAX_RETRY_MS);
  });
});

describe('alerts', () => {
  it('the VAPID key text becomes the 65 bytes of a P-256 point', () => {
    const key =
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = applicationServerKey(key);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
  });

  it('the banner says since when email alerts fail, in UK time, and nothing while they work', () => {
    const working = {
      email: { configured: true, failing_since: null, last_error: null },
      push: { subscriptions: 2, failing_since: null },
      sms: { configured: true, provider: 'twilio' as const, failing_since: null, last_error: null },
      escalation_delays_seconds: { emergency: 300, high: 900 },
    };
    expect(alertFailures(null)).toEqual([]);
    expect(alertFailures(working)).toEqual([]);
    const failing = {
      ...working,
      email: {
        configured: true,
        failing_since: '2026-11-23T17:05:00Z',
        last_error: 'connect ECONNREFUSED 127.0.0.1:587',
      },
    };
    expect(alertFailures(failing)).toEqual([
      {
        key: 'email',
        text: 'Email alerts are failing since 23 Nov 2026, 17:05',
        detail: 'connect ECONNREFUSED 127.0.0.1:587',
      },
    ]);
  });

  it('history entries read as words', () => {
    expect(historyLabel('status_changed')).toBe('Status changed');
    expect(historyLabel('alert_sent')).toBe('Alert sent');
    expect(
      historyDetail({
        id: 1,
        at: '',
        kind: 'status_changed',
        actor: 'Sam',
        detail: { from: 'pending', to: 'contacted' },
      }),
    ).toBe('Pending → Contacted');
    expect(
      historyDetail({
        id: 2,
        at: '',
        kind: 'alert_failed',
        actor: 'system',
        detail: { channel: 'email', alert: 'new', attempt: 2, error: 'connection refused' },
      }),
    ).toBe('Email (new), attempt 2: connection refused; will retry');
    expect(historyDetail({ id: 3, at: '', kind: 'escalated', actor: 'system', detail: {} })).toBe(
      '',
    );
  });

  it('a job’s history reads as the crew and staff say it', () => {
    const entry = (kind: HistoryEntry['kind'], detail: Record<string, unknown>) =>
      historyDetail({ id: 4, at: '', kind, actor: 'Sara', detail });
    expect(historyLabel('assigned')).toBe('Crew sent');
    expect(historyLabel('stage_changed')).toBe('Job moved on');
    expect(historyLabel('needs_flatbed_changed')).toBe('Flatbed need changed');
    expect(
      entry('assigned', {
        user_name: 'Sam Driver',
        registration: 'FB21 CDE',
        vehicle_kind: 'flatbed',
        stage: 'assigned',
      }),
    ).toBe('Sam Driver in FB21 CDE (flatbed)');
    expect(entry('stage_changed', { from: 'assigned', to: 'en_route', eta_minutes: 20 })).toBe(
      'Assigned → En route, ETA 20 min',
    );
    expect(
      entry('stage_changed', { from: 'completed', to: 'towing', reason: 'Tapped by mistake' }),
    ).toBe('Completed → Towing: Tapped by mistake');
    expect(entry('needs_flatbed_changed', { needs_flatbed: true })).toBe('Needs a flatbed');
  });
});
