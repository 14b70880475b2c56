import type { ReviewRequestCounts } from '@tow/contracts';
import { Skeleton } from '@tow/shared-ui/host/components';
import { DataTable } from '../../blocks/DataTable.tsx';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import styles from './ReviewRequestsScreen.module.css';
import { ReviewTabs } from './ReviewTabs.tsx';
import { reviewRequestColumns } from './review-request-columns.tsx';
import { useReviewRequests } from './use-review-requests.ts';

const FIGURES: { id: keyof ReviewRequestCounts; label: string; note: string }[] = [
  { id: 'sent', label: 'Sent', note: 'asked by text or email' },
  { id: 'opened', label: 'Opened', note: 'followed the link' },
  { id: 'reminded', label: 'Reminders', note: 'one, 3 days on, if not opened' },
  { id: 'opted_out', label: 'Opted out', note: 'STOP or unsubscribe: never asked' },
];

function percentOpened(counts: ReviewRequestCounts): string {
  return counts.sent > 0 ? `${Math.round((counts.opened / counts.sent) * 100)}% of sent` : '';
}

/**
 * /admin/reviews/requests (staff and owners): every completed job's driver is asked for a Google
 * review the same way; the numbers sent, opened, reminded and opted out, and each request's state.
 */
export function Component() {
  const { counts, requests, loading, error } = useReviewRequests();
  return (
    <>
      <PageHeader
        title="Review requests"
        description="Every completed job is asked for a Google review the same way, by text or email, with one reminder. Drivers who replied STOP or unsubscribed are never asked."
      />
      <ReviewTabs />
      {error && <ErrorBox>{error}</ErrorBox>}
      {counts && (
        <dl className={styles.figures} aria-label="Review request figures">
          {FIGURES.map((figure) => (
            <div key={figure.id} className={styles.figure}>
              <dt>{figure.label}</dt>
              <dd data-testid={`review-requests-${figure.id}`}>{counts[figure.id]}</dd>
              <dd className={styles.note}>
                {figure.id === 'opened' ? percentOpened(counts) || figure.note : figure.note}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {loading ? (
        <Skeleton shape="card" lines={4} />
      ) : (
        !error && (
          <DataTable
            items={requests}
            columns={reviewRequestColumns}
            caption="Review requests"
            emptyMessage="No review requests yet: they are sent after a job is completed"
          />
        )
      )}
    </>
  );
}
