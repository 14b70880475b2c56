import { AUDIT_ENTITIES, type AuditEvent, type StaffUser } from '@tow/contracts';
import { Button } from '@tow/shared-ui/host/components';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { LinkButton } from '../../blocks/LinkButton.tsx';
import { ListNote } from '../../blocks/ListNote.tsx';
import { ownerOnlyRoute } from '../../blocks/OwnerOnly.tsx';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { ActivityEntry } from './ActivityEntry.tsx';
import { ActivityFilters } from './ActivityFilters.tsx';
import styles from './ActivityScreen.module.css';

const PER_PAGE = 50;
type Filter = 'actor' | 'entity' | 'from' | 'to';

/** The API's query for the address's filters: days are whole days of the viewer's clock. */
function auditQuery(params: URLSearchParams, page: number): URLSearchParams {
  const query = new URLSearchParams();
  const actor = params.get('actor');
  const entity = params.get('entity');
  const from = params.get('from');
  const to = params.get('to');
  if (actor) query.set('actor', actor);
  if (entity) query.set('entity', entity);
  if (from) query.set('from', new Date(`${from}T00:00:00`).toISOString());
  if (to) query.set('to', new Date(`${to}T23:59:59.999`).toISOString());
  // One record's entries, when a link asks for them (`?entity=callback_requests&entity_id=12`).
  const entityId = params.get('entity_id');
  if (entityId) query.set('entity_id', entityId);
  query.set('page', String(page));
  query.set('per_page', String(PER_PAGE));
  return query;
}

/**
 * /admin/activity (owners): the audit trail as sentences, newest first ("Sam Patel deleted the
 * service Battery Jump Start"), filtered by who, what and when in the address.
 */
function ActivityScreen() {
  const [params, setParams] = useSearchParams();
  const [events, setEvents] = useState<AuditEvent[]>([]);
  const [total, setTotal] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [people, setPeople] = useState<{ id: number; name: string }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const page = Number(params.get('page') ?? '1') || 1;

  const load = useCallback(async () => {
    try {
      const answer = await apiRequest<{ events: AuditEvent[]; total: number }>(
        'GET',
        `/audit-events?${auditQuery(params, page)}`,
      );
      setEvents(answer.events);
      setTotal(answer.total);
      setError(null);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to fetch activity'));
    } finally {
      setLoaded(true);
    }
  }, [params, page]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    apiRequest<{ users: StaffUser[] }>('GET', '/users')
      .then((answer) =>
        setPeople(
          answer.users
            .map(({ id, name }) => ({ id, name }))
            .sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
        ),
      )
      .catch(() => setPeople([]));
  }, []);

  const setFilter = (name: Filter, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      if (name === 'entity') next.delete('entity_id');
      return next;
    });
  const goTo = (target: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('page', String(target));
      return next;
    });

  const entity = params.get('entity') ?? '';
  const entityId = params.get('entity_id');
  const kind =
    entity in AUDIT_ENTITIES ? AUDIT_ENTITIES[entity as keyof typeof AUDIT_ENTITIES] : null;

  return (
    <>
      <PageHeader
        title="Activity"
        description="Everything done in the console, newest first: who did what, and when."
      />
      <ActivityFilters
        people={people}
        values={{
          actor: params.get('actor') ?? '',
          entity,
          from: params.get('from') ?? '',
          to: params.get('to') ?? '',
        }}
        onChange={setFilter}
      />
      {entityId && (
        <ListNote>
          Showing one record only ({kind ? kind.label.toLowerCase() : entity} #{entityId}).{' '}
          <LinkButton
            tapTarget
            onClick={() =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                next.delete('entity_id');
                next.delete('page');
                return next;
              })
            }
          >
            Show all
          </LinkButton>
        </ListNote>
      )}
      {error && <ErrorBox>{error}</ErrorBox>}
      <ListNote role="status">
        {loaded ? (total === 1 ? '1 entry' : `${total} entries`) : 'Loading activity...'}
      </ListNote>
      {loaded && total === 0 && !error && (
        <p className={styles.empty}>Nothing matches these filters.</p>
      )}
      <ol className={styles.entries} aria-label="Activity">
        {events.map((event) => (
          <ActivityEntry key={event.id} event={event} />
        ))}
      </ol>
      <div className={styles.pages}>
        {page > 1 && (
          <Button variant="secondary" onClick={() => goTo(page - 1)}>
            Newer
          </Button>
        )}
        {page * PER_PAGE < total && (
          <Button variant="secondary" onClick={() => goTo(page + 1)}>
            Older
          </Button>
        )}
      </div>
    </>
  );
}

export const Component = ownerOnlyRoute('Activity', 'see the activity log', ActivityScreen);
