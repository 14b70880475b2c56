import type { AuditEvent } from '@tow/contracts';
import { Button, TextField } from '@tow/shared-ui/host/components';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { ownerOnlyRoute } from '../../blocks/OwnerOnly.tsx';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { AccountTable } from '../AccountTable.tsx';
import styles from '../account-screens.module.css';

/** Console screens of the entities the trail names, to link an entry to its record. */
const ENTITY_SCREENS: Record<string, (id: string) => string> = {
  services: () => '/services',
  promotions: () => '/promotions',
  reviews: () => '/reviews',
  callback_requests: (id) => `/callbacks/${id}`,
  seo_settings: () => '/seo',
  locations: () => '/locations',
  users: () => '/users',
};

const FILTERS = ['actor', 'entity', 'entity_id', 'from', 'to'] as const;

function describeChanges(changes: AuditEvent['changes']): string[] {
  if (!changes) return [];
  return Object.entries(changes).map(([field, change]) => {
    const { before, after } = (change ?? {}) as { before?: unknown; after?: unknown };
    const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));
    if (before === undefined) return `${field}: ${show(after)}`;
    if (after === undefined) return `${field}: was ${show(before)}`;
    return `${field}: ${show(before)} → ${show(after)}`;
  });
}

/**
 * /admin/activity (owners): the audit trail, newest first, with filters kept in the address
 * (user id, entity, entity id, dates) and links to the records.
 */
function ActivityScreen() {
  const [params, setParams] = useSearchParams();
  const [events, setEvents] = useState<AuditEvent[]>([]);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const page = Number(params.get('page') ?? '1') || 1;

  const load = useCallback(async () => {
    const query = new URLSearchParams();
    for (const name of FILTERS) {
      const value = params.get(name);
      if (value) query.set(name, value);
    }
    query.set('page', String(page));
    try {
      const answer = await apiRequest<{ events: AuditEvent[]; total: number }>(
        'GET',
        `/audit-events?${query}`,
      );
      setEvents(answer.events);
      setTotal(answer.total);
      setError(null);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to fetch activity'));
    }
  }, [params, page]);

  useEffect(() => {
    void load();
  }, [load]);

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  }

  return (
    <>
      <PageHeader title="Activity" description="Every change made in the console, newest first." />
      <form className={styles.row} onSubmit={applyFilters} aria-label="Filter activity">
        <TextField label="User id" name="actor" defaultValue={params.get('actor') ?? ''} />
        <TextField label="Entity" name="entity" defaultValue={params.get('entity') ?? ''} />
        <TextField
          label="Entity id"
          name="entity_id"
          defaultValue={params.get('entity_id') ?? ''}
        />
        <TextField label="From" name="from" type="date" defaultValue={params.get('from') ?? ''} />
        <TextField label="To" name="to" type="date" defaultValue={params.get('to') ?? ''} />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
      {error && <ErrorBox>{error}</ErrorBox>}
      <p>{total === 1 ? '1 entry' : `${total} entries`}</p>
      <AccountTable label="Activity" columns={['When', 'Who', 'What', 'Record', 'From', 'Changes']}>
        {events.map((event) => {
          const screen = ENTITY_SCREENS[event.entity];
          return (
            <tr key={event.id}>
              <td>{formatDateTime(event.at)}</td>
              <td>{event.actor?.name ?? 'Unknown'}</td>
              <td>{event.action.replaceAll('_', ' ')}</td>
              <td>
                {screen && event.entity_id ? (
                  <Link to={screen(event.entity_id)}>
                    {event.entity} {event.entity_id}
                  </Link>
                ) : (
                  `${event.entity} ${event.entity_id ?? ''}`
                )}
              </td>
              <td>{event.ip ?? ''}</td>
              <td>
                <ul className={styles.changes}>
                  {describeChanges(event.changes).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </td>
            </tr>
          );
        })}
      </AccountTable>
      <div className={styles.row}>
        {page > 1 && (
          <Button
            variant="secondary"
            onClick={() =>
              setParams((current) => {
                current.set('page', String(page - 1));
                return current;
              })
            }
          >
            Newer
          </Button>
        )}
        {page * 50 < total && (
          <Button
            variant="secondary"
            onClick={() =>
              setParams((current) => {
                current.set('page', String(page + 1));
                return current;
              })
            }
          >
            Older
          </Button>
        )}
      </div>
    </>
  );
}

export const Component = ownerOnlyRoute('Activity', 'see the activity log', ActivityScreen);
