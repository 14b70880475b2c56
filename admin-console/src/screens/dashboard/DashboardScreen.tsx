import { type CallbackRequest, isAwaitingCallback } from '@tow/contracts/callback-request';
import type { Promotion } from '@tow/contracts/promotion';
import type { Review } from '@tow/contracts/review';
import type { Service } from '@tow/contracts/service';
import { Badge, Icon, PhoneLink, Skeleton } from '@tow/shared-ui/host/components';
import { Link } from 'react-router-dom';
import { AlertsPanel } from '../../alerts/AlertsPanel.tsx';
import { useAuth } from '../../auth/auth-context.ts';
import { type Column, DataTable } from '../../blocks/DataTable.tsx';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { useList } from '../../blocks/use-list.ts';
import { DASHBOARD_RECENT_CALLBACKS } from '../../constants.ts';
import { NAV_ITEMS, PENDING_CALLBACKS_PATH } from '../../layout/nav-items.ts';
import { capitalise, STATUS_TONES, URGENCY_TONES } from '../../lib/callback-badges.ts';
import { formatDateTime } from '../../lib/format.ts';
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
import styles from './DashboardScreen.module.css';

/** The pending requests: overdue first (longest overdue on top), then the soonest due. */
function byResponseDue(a: CallbackRequest, b: CallbackRequest): number {
  return Date.parse(a.respond_by) - Date.parse(b.respond_by) || a.id - b.id;
}

const WAITING_COLUMNS: readonly Column<CallbackRequest>[] = [
  { id: 'name', header: 'Name', primary: true, cell: (request) => request.name },
  {
    id: 'phone',
    header: 'Phone',
    nowrap: true,
    cell: (request) => <PhoneLink phone={request.phone} icon={false} />,
  },
  {
    id: 'urgency',
    header: 'Urgency',
    cell: (request) => (
      <Badge tone={URGENCY_TONES[request.urgency]}>{capitalise(request.urgency)}</Badge>
    ),
  },
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
  { id: 'name', header: 'Name', primary: true, cell: (request) => request.name },
  {
    id: 'phone',
    header: 'Phone',
    nowrap: true,
    cell: (request) => <PhoneLink phone={request.phone} icon={false} />,
  },
  { id: 'location', header: 'Location', cell: (request) => request.location },
  { id: 'service', header: 'Service', cell: (request) => request.service_type },
  {
    id: 'urgency',
    header: 'Urgency',
    cell: (request) => (
      <Badge tone={URGENCY_TONES[request.urgency]}>{capitalise(request.urgency)}</Badge>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (request) => (
      <Badge tone={STATUS_TONES[request.status]}>{capitalise(request.status)}</Badge>
    ),
  },
  {
    id: 'received',
    header: 'Received',
    cell: (request) => <ReceivedAt timestamp={request.created_at} />,
  },
];

/** "21 Nov 2026, 22:50", wrapping only between the date and the time in a narrow column. */
function ReceivedAt({ timestamp }: { timestamp: string }) {
  const [date, time] = formatDateTime(timestamp).split(', ');
  return (
    <time dateTime={timestamp} className={styles.when}>
      <span>{date},</span> <span>{time}</span>
    </time>
  );
}

/**
 * The dashboard (spec section 2): links to each section, the five most recent callback requests,
 * and the counts of services, reviews, promotions, callback requests, pending and overdue
 * requests; the requests waiting for a call back with their response clocks (overdue first); the
 * alerts panel. Callback requests follow the live stream.
 */
export function DashboardScreen() {
  const { user } = useAuth();
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
      <PageHeader
        title="Dashboard"
        description={user ? `Welcome back, ${user.name}.` : undefined}
      />
      {errors.length > 0 && (
        <ErrorBox>
          {errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </ErrorBox>
      )}

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
            rowKey={(request) => request.id}
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
            rowKey={(request) => request.id}
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
