import {
  REVIEW_REQUEST_STATE_LABELS,
  type ReviewRequestRecord,
  type ReviewRequestState,
} from '@tow/contracts';
import { Badge } from '@tow/shared-ui/host/components';
import { Link } from 'react-router-dom';
import type { Column } from '../../blocks/DataTable.tsx';
import { formatDateTime } from '../../lib/format.ts';
import styles from './ReviewRequestsScreen.module.css';

const STATE_TONES: Record<ReviewRequestState, 'success' | 'info' | 'neutral' | 'warning'> = {
  opened: 'success',
  sending: 'neutral',
  sent: 'info',
  reminded: 'info',
  unsubscribed: 'warning',
  opted_out: 'neutral',
  unreachable: 'neutral',
};

const CHANNEL_WORDS = { sms: 'Text', email: 'Email' } as const;

export const reviewRequestColumns: Column<ReviewRequestRecord>[] = [
  {
    id: 'customer',
    header: 'Customer',
    primary: true,
    cell: (row) => (
      <>
        {row.customer_name} {/* A reference is read out on the phone: kept on one line. */}
        <Link to={`/callbacks/${row.callback_request_id}`} className={styles.reference}>
          {row.reference}
        </Link>
      </>
    ),
  },
  {
    id: 'state',
    header: 'State',
    cell: (row) => (
      <Badge tone={STATE_TONES[row.state]}>{REVIEW_REQUEST_STATE_LABELS[row.state]}</Badge>
    ),
  },
  {
    id: 'channel',
    header: 'By',
    cell: (row) => (row.channel ? CHANNEL_WORDS[row.channel] : '—'),
  },
  { id: 'sent', header: 'Sent', nowrap: true, cell: (row) => formatDateTime(row.sent_at) || '—' },
  {
    id: 'reminded',
    header: 'Reminded',
    nowrap: true,
    cell: (row) => formatDateTime(row.reminded_at) || '—',
  },
  {
    id: 'opened',
    header: 'Opened',
    nowrap: true,
    cell: (row) => formatDateTime(row.opened_at) || '—',
  },
];
