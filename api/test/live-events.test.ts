import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LISTEN_APPLICATION_NAME } from '../src/db/listen-on-server.ts';
import { useLiveStreams } from './support/event-stream.ts';
import { useTestApi } from './support/test-api.ts';
import { waitFor } from './support/wait-for.ts';

// Heartbeats every 200 ms, so a test sees them without waiting the default 15 s.
const api = useTestApi({ LIVE_EVENTS_HEARTBEAT_MS: '200' });

const request = {
  name: 'Dana Driver',
  phone: '07700 900123',
  location: 'M6 J7, northbound',
  service_type: 'Breakdown Recovery',
  urgency: 'emergency',
  message: 'Engine died in lane one.',
};

const connect = useLiveStreams(api);

async function submit(body: unknown = request) {
  const answer = await api.call('POST', '/api/callback-requests', { body });
  expect(answer.status).toBe(201);
  // The record as staff see it: the driver's own status link is only in this answer, the spam
  // marks are never in it.
  const { status_url: _statusUrl, ...record } = answer.body.request;
  return { ...record, suspected_spam: false, spam_reasons: [], crew_position: null } as {
    id: number;
    [field: string]: unknown;
  };
}

describe('the live event stream GET /api/events', () => {
  it('refuses a caller without a valid bearer token with 401 and the JSON error shape', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
      const response = await api.runtime.app.request('/api/events', { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('streams text/event-stream unbuffered, with the record itself on create, update, acknowledge and delete', async () => {
    const token = await api.login();
    const stream = await connect({ authorization: `Bearer ${token}` });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('x-accel-buffering')).toBe('no');

    const created = await submit();
    const first = await stream.next();
    expect(first).toMatchObject({ event: 'callback-request.created', data: created });
    expect(first.id).toMatch(/^\d+$/);

    const put = await api.call('PUT', `/api/callback-requests/${created.id}`, {
      token,
      body: { status: 'contacted', admin_notes: 'Called back, truck on its way' },
    });
    const updated = await stream.next();
    expect(updated).toMatchObject({ event: 'callback-request.updated', data: put.body.request });
    expect(updated.data.status).toBe('contacted');
    expect(Number(updated.id)).toBeGreaterThan(Number(first.id));

    await api.call('POST', `/api/callback-requests/${created.id}/acknowledge`, { token });
    const acknowledged = await stream.next();
    expect(acknowledged.event).toBe('callback-request.updated');
    expect(acknowledged.data).toMatchObject({ id: created.id, acknowledged_by: 'Olivia Owner' });

    await api.call('DELETE', `/api/callback-requests/${created.id}`, { token });
    const deleted = await stream.next();
    expect(deleted).toMatchObject({ event: 'callback-request.deleted', data: { id: created.id } });
    expect(Object.keys(deleted.data)).toEqual(['id']);
  });

  it('sends a reconnecting client what it missed after its Last-Event-ID, in order, then new events', async () => {
    const token = await api.login();
    const auth = { authorization: `Bearer ${token}` };
    const first = await connect(auth);
    const seen = await submit({ ...request, name: 'Seen Before' });
    const lastSeen = await first.next((e) => e.data.id === seen.id);
    await first.close();

    const missedA = await submit({ ...request, name: 'Missed One' });
    const missedB = await submit({ ...request, name: 'Missed Two' });
    await api.call('PUT', `/api/callback-requests/${missedA.id}`, {
      token,
      body: { status: 'completed' },
    });

    const again = await connect({ ...auth, 'last-event-id': lastSeen.id });
    const replay = [await again.next(), await again.next(), await again.next()];
    expect(replay.map((e) => [e.event, e.data.id])).toEqual([
      ['callback-request.created', missedA.id],
      ['callback-request.created', missedB.id],
      ['callback-request.updated', missedA.id],
    ]);
    const later = await submit({ ...request, name: 'After Reconnect' });
    expect((await again.next()).data).toMatchObject({ id: later.id, name: 'After Reconnect' });
  });

  it('answers 400 to a Last-Event-ID that is not an event id', async () => {
    const token = await api.login();
    const response = await api.runtime.app.request('/api/events', {
      headers: { authorization: `Bearer ${token}`, 'last-event-id': 'yesterday' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      message: 'Last-Event-ID must be the id of an event',
    });
  });

  it('does not announce a callback request that failed validation', async () => {
    const token = await api.login();
    const stream = await connect({ authorization: `Bearer ${token}` });
    const refused = await api.call('POST', '/api/callback-requests', {
      body: { ...request, phone: '12' },
    });
    expect(refused.status).toBe(422);
    const valid = await submit({ ...request, name: 'Only Me' });
    // The first event on the stream is the valid request's: the refused one raised nothing.
    expect((await stream.next()).data.id).toBe(valid.id);
  });

  it('sends heartbeat comments while nothing happens, and ends when the user signs out', async () => {
    const token = await api.login();
    const stream = await connect({ authorization: `Bearer ${token}` });
    await waitFor('two heartbeats', async () =>
      stream.comments.filter((c) => c === 'heartbeat').length >= 2 ? true : undefined,
    );
    const logout = await api.call('POST', '/api/auth/logout', { token });
    expect(logout.status).toBe(200);
    await stream.ended;
    const after = await api.runtime.app.request('/api/events', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
  });

  it('delivers an event too large for a notification whole, read back from the database', async () => {
    const token = await api.login();
    const stream = await connect({ authorization: `Bearer ${token}` });
    const created = await submit({ ...request, message: 'm'.repeat(2000) });
    await stream.next((e) => e.data.id === created.id);
    const notes = 'n'.repeat(5000);
    const put = await api.call('PUT', `/api/callback-requests/${created.id}`, {
      token,
      body: { status: 'contacted', admin_notes: notes },
    });
    expect(put.status).toBe(200);
    const updated = await stream.next((e) => e.event === 'callback-request.updated');
    expect(updated.data).toEqual(put.body.request);
    expect(updated.data.admin_notes).toHaveLength(5000);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'keeps streaming after the database cut its listening connection, with what was raised meanwhile',
    async () => {
      const token = await api.login();
      const stream = await connect({ authorization: `Bearer ${token}` });
      const { db } = api.runtime.deps;
      // As a database restart or failover would: every LISTEN connection of this database goes.
      const cut = await sql<{ pid: number }>`
        select pg_terminate_backend(pid) as pid from pg_stat_activity
        where application_name = ${LISTEN_APPLICATION_NAME} and datname = current_database()`.execute(
        db,
      );
      expect(cut.rows.length).toBeGreaterThan(0);
      const during = await submit({ ...request, name: 'Raised While Cut' });
      expect((await stream.next()).data).toMatchObject({ id: during.id });
      const after = await waitFor('the listening connection to be back', async () => {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from pg_stat_activity
          where application_name = ${LISTEN_APPLICATION_NAME} and datname = current_database()`.execute(
          db,
        );
        return (rows[0]?.n ?? 0) >= cut.rows.length ? true : undefined;
      });
      expect(after).toBe(true);
      const later = await submit({ ...request, name: 'Raised After' });
      expect((await stream.next()).data).toMatchObject({ id: later.id });
    },
  );
});
