import type { CallbackRequest } from '@tow/contracts/callback-request';
import { JOB_STAGE_LABELS } from '@tow/contracts/dispatch';
import { Badge, PhoneLink } from '@tow/shared-ui/host/components';
import type { Column } from '../../blocks/DataTable.tsx';
import { capitalise, STATUS_TONES, spamMark, URGENCY_TONES } from '../../lib/callback-badges.ts';
import { formatDateTime } from '../../lib/format.ts';
import { AcknowledgeButton } from '../../live/AcknowledgeButton.tsx';
import { ReleaseButton } from '../../live/ReleaseButton.tsx';
import { ResponseClockText } from '../../live/ResponseClockText.tsx';
import styles from './CallbacksScreen.module.css';

/** "21 Nov 2026, 22:50", wrapping only between the date and the time. */
export function ReceivedAt({ timestamp }: { timestamp: string }) {
  const [date, time] = formatDateTime(timestamp).split(', ');
  return (
    <time dateTime={timestamp} className={styles.when}>
      <span>{date},</span> <span>{time}</span>
    </time>
  );
}

/**
 * The driver's flags: somewhere unsafe (red), how often the same phone asked again, and why it
 * is held back as suspected spam.
 */
export function DriverFlags({ request }: { request: CallbackRequest }) {
  if (!request.unsafe_location && request.repeat_count === 0 && !request.suspected_spam) {
    return null;
  }
  return (
    <span className={styles.badges}>
      {request.unsafe_location && (
        <Badge tone="danger" data-testid="unsafe-flag">
          Unsafe place
        </Badge>
      )}
      {request.repeat_count > 0 && (
        <Badge tone="warning" data-testid="repeat-flag">
          asked again ×{request.repeat_count}
        </Badge>
      )}
      {request.suspected_spam && (
        <Badge tone="neutral" className={styles.sentence} data-testid="spam-flag">
          {spamMark(request.spam_reasons)}
        </Badge>
      )}
    </span>
  );
}

export function UrgencyBadge({ request }: { request: CallbackRequest }) {
  return <Badge tone={URGENCY_TONES[request.urgency]}>{capitalise(request.urgency)}</Badge>;
}

export function StatusBadge({ request }: { request: CallbackRequest }) {
  return <Badge tone={STATUS_TONES[request.status]}>{capitalise(request.status)}</Badge>;
}

/** The job's stage once a crew is sent: "En route". */
export function StageBadge({ request }: { request: CallbackRequest }) {
  if (!request.stage) return null;
  return (
    <Badge tone="info" data-testid="stage-badge">
      {JOB_STAGE_LABELS[request.stage]}
    </Badge>
  );
}

/** The callbacks table (cards on phones): who, how to call them, what, how urgent, where it stands. */
export const CALLBACK_COLUMNS: readonly Column<CallbackRequest>[] = [
  {
    id: 'customer',
    header: 'Customer',
    primary: true,
    cell: (request) => (
      <span className={request.unsafe_location ? styles.unsafe : undefined}>
        <span data-testid="callback-name">{request.name}</span>{' '}
        <span className={styles.reference}>{request.reference}</span>
        <span className={styles.location}>
          <span className="visually-hidden">Location: </span>
          {request.location}
        </span>
        <DriverFlags request={request} />
      </span>
    ),
  },
  {
    id: 'phone',
    header: 'Phone',
    nowrap: true,
    cell: (request) => <PhoneLink phone={request.phone} icon={false} className={styles.phone} />,
  },
  { id: 'service', header: 'Service', cell: (request) => request.service_type },
  {
    // One column for both badges keeps the row's actions on screen beside the sidebar at 1280 px.
    id: 'state',
    header: 'Urgency / Status',
    cell: (request) => (
      <span className={styles.badges}>
        <UrgencyBadge request={request} />
        <StatusBadge request={request} />
        <StageBadge request={request} />
      </span>
    ),
  },
  {
    // When it came, how long it has waited and how long is left, and who takes it.
    id: 'received',
    header: 'Received / Response',
    cell: (request) => (
      <span className={styles.response}>
        <ReceivedAt timestamp={request.created_at} />
        <ResponseClockText request={request} />
        <AcknowledgeButton request={request} />
        <ReleaseButton request={request} />
      </span>
    ),
  },
];
