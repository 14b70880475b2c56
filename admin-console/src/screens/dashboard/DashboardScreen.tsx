import { type CallbackRequest, isAwaitingCallback } from '@tow/contracts/callback-request';
import type { Promotion } from '@tow/contracts/promotion';
import type { Review } from '@tow/contracts/review';
import type { Service } from '@tow/contracts/service';
import { Icon, PhoneLink, Skeleton } from '@tow/shared-ui/host/components';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AlertsPanel } from '../../alerts/AlertsPanel.tsx';
import { useAuth } from '../../auth/auth-context.ts';
import { useMe } from '../../auth/use-me.ts';
import { AvailabilityPanel } from '../../availability/AvailabilityPanel.tsx';
import { type Column, DataTable } from '../../blocks/DataTable.tsx';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { useList } from '../../blocks/use-list.ts';
import { DASHBOARD_RECENT_CALLBACKS } from '../../constants.ts';
import { NAV_ITEMS, PENDING_CALLBACKS_PATH } from '../../layout/nav-items.ts';
import {
  CALLBACK_MESSAGES,
  PROMOTION_MESSAGES,
  REVIEW_MESSAGES,
  SERVICE_MESSAGES,
} from '../../lib/messages.ts';
import { AcknowledgeButton } from '../../live/AcknowledgeButton.tsx';
import { ResponseClockText } from '../../live/ResponseClockText.tsx';
import { isOverdue, overdueFirst } from '../../live/response-clock.ts';
import { useLiveCallbacks } from '../../live/use-live-callbacks.ts';
import { useNow } from '../../live/use-now.ts';
import { ReceivedAt, StatusBadge, UrgencyBadge } from '../callbacks/callback-columns.tsx';
import styles from './DashboardScreen.module.css';
import { MakeItYours } from './MakeItYours.tsx';

/** The pending requests: overdue first (longest overdue on top), then the soonest due. */
function byResponseDue(a: CallbackRequest, b: CallbackRequest): number {
  return Date.parse(a.respond_by) - Date.parse(b.respond_by) || a.id - b.id;
}

/** The columns both tables open with: who, their number and how urgent. */
const NAME_COLUMN: Column<CallbackRequest> = {
  id: 'name',
  header: 'Name',
  primary: true,
  cell: (request) => request.name,
};
const PHONE_COLUMN: Column<CallbackRequest> = {
  id: 'phone',
  header: 'Phone',
  nowrap: true,
  cell: (request) => <PhoneLink phone={request.phone} icon={false} />,
};
const URGENCY_COLUMN: Column<CallbackRequest> = {
  id: 'urgency',
  header: 'Urgency',
  cell: (request) => <UrgencyBadge request={request} />,
};

const WAITING_COLUMNS: readonly Column<CallbackRequest>[] = [
  NAME_COLUMN,
  PHONE_COLUMN,
  URGENCY_COLUMN,
  {
    id: 'response',
    header: 'Response',
    cell: (request) => (
      <span className={styles.response}>
        <ResponseClockText request={request} />
        <AcknowledgeButton request={request} />
      </span>
    ),
  },
];

const RECENT_COLUMNS: readonly Column<CallbackRequest>[] = [
  NAME_COLUMN,
  PHONE_COLUMN,
  { id: 'location', header: 'Location', cell: (request) => request.location },
  { id: 'service', header: 'Service', cell: (request) => request.service_type },
  URGENCY_COLUMN,
  {
    id: 'status',
    header: 'Status',
    cell: (request) => <StatusBadge request={request} />,
  },
  {
    id: 'received',
    header: 'Received',
    cell: (request) => <ReceivedAt timestamp={request.created_at} />,
  },
];

/**
 * The dashboard: "Make it yours" while the demo content is left, then the lists. Removing the
 * demo content remounts the lists, so their counts no longer hold the demo rows.
 */
export function DashboardScreen() {
  const { user } = useAuth();
  const { me } = useMe();
  const [removals, setRemovals] = useState(0);
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={user ? `Welcome back, ${user.name}.` : undefined}
      />
      <MakeItYours isOwner={me?.role === 'owner'} onRemoved={() => setRemovals((n) => n + 1)} />
      <DashboardLists key={removals} />
    </>
  );
}

/**
 * The dashboard's lists (spec section 2): links to each section, the five most recent callback requests,
 * and the counts of services, reviews, promotions, callback requests, pending and overdue
 * requests; the requests waiting for a call back with their response clocks (overdue first); the
 * alerts panel; at the top, availability now (the banner of every public page), set in one tap.
 * Callback requests follow the live stream.
 */
function DashboardLists() {
  const services = useList<Service>('/services', 'services', SERVICE_MESSAGES.loadFailed);
  const reviews = useList<Review>('/reviews', 'reviews', REVIEW_MESSAGES.loadFailed);
  const promotions = useList<Promotion>('/promotions', 'promotions', PROMOTION_MESSAGES.loadFailed);
  // GET /api/callback-requests answers newest first. Both lists follow the live stream.
  const requests = useLiveCallbacks('/callback-requests', CALLBACK_MESSAGES.loadFailed);
  const pending = useLiveCallbacks(
    '/callback-requests/pending',
    CALLBACK_MESSAGES.loadFailed,
    isAwaitingCallback,
  );
  const now = useNow();
  const overdue = {
    ...pending,
    items: pending.items.filter((request) => isOverdue(request, now)),
  };
  const waiting = [...pending.items].sort(overdueFirst(now, byResponseDue));

  const counts = [
    { label: 'Services', list: services, to: '/services' },
    { label: 'Reviews', list: reviews, to: '/reviews' },
    { label: 'Promotions', list: promotions, to: '/promotions' },
    { label: 'Callback requests', list: requests, to: '/callbacks' },
    { label: 'Pending requests', list: pending, to: PENDING_CALLBACKS_PATH, highlight: true },
    {
      label: 'Overdue requests',
      list: overdue,
      to: PENDING_CALLBACKS_PATH,
      danger: overdue.items.length > 0,
    },
  ];
  const errors = [
    ...new Set([services, reviews, promotions, requests, pending].map((l) => l.error)),
  ].filter((error): error is string => error !== null);

  return (
    <>
      {errors.length > 0 && (
        <ErrorBox>
          {errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </ErrorBox>
      )}

      <div className={styles.section}>
        <AvailabilityPanel />
      </div>

      <section aria-labelledby="counts-heading" className={styles.section}>
        <h2 id="counts-heading" className="visually-hidden">
          At a glance
        </h2>
        <ul className={styles.counts}>
          {counts.map(({ label, list, to, highlight, danger }) => (
            <li key={label}>
              <Link
                to={to}
                className={[styles.count, highlight && styles.highlight, danger && styles.danger]
                  .filter(Boolean)
                  .join(' ')}
                data-testid={`count-${label.toLowerCase().replace(/\s+/g, '-')}`}
              >
                <span className={styles.countValue}>
                  {list.loading ? (
                    <Skeleton shape="line" width="2ch" />
                  ) : list.error ? (
                    '–'
                  ) : (
                    list.items.length
                  )}
                </span>
                <span className={styles.countLabel}>{label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="waiting-heading" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="waiting-heading">Waiting for a call back</h2>
          <Link to={PENDING_CALLBACKS_PATH} className={styles.more}>
            View pending
          </Link>
        </div>
        {pending.loading ? (
          <Skeleton shape="card" lines={2} />
        ) : (
          <DataTable
            items={waiting}
            columns={WAITING_COLUMNS}
            caption="Requests waiting for a call back, overdue first"
            emptyMessage="No request is waiting for a call back."
          />
        )}
      </section>

      <section aria-labelledby="recent-heading" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="recent-heading">Recent callback requests</h2>
          <Link to="/callbacks" className={styles.more}>
            View all
          </Link>
        </div>
        {requests.loading ? (
          <Skeleton shape="card" lines={3} />
        ) : (
          <DataTable
            items={requests.items.slice(0, DASHBOARD_RECENT_CALLBACKS)}
            columns={RECENT_COLUMNS}
            caption="Recent callback requests"
            emptyMessage={CALLBACK_MESSAGES.empty}
          />
        )}
      </section>

      <div className={styles.section}>
        <AlertsPanel />
      </div>

      <section aria-labelledby="sections-heading" className={styles.section}>
        <h2 id="sections-heading">Manage</h2>
        <ul className={styles.sections}>
          {NAV_ITEMS.filter((item) => item.to !== '/').map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={styles.sectionLink}>
                <Icon name={item.icon} size={28} />
                <span>
                  <span className={styles.sectionName}>{item.label}</span>
                  <span className={styles.sectionSummary}>{item.summary}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
