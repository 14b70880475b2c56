import type { CallbackRequest } from '@tow/contracts/callback-request';
import { Skeleton } from '@tow/shared-ui/host/components';
import { useEffect, useState } from 'react';
import { apiRequest } from '../api/client.ts';
import { formatDateTime } from '../lib/format.ts';
import styles from './HistoryTimeline.module.css';
import { type HistoryEntry, historyActor, historyDetail, historyLabel } from './history.ts';

/**
 * The request's history (GET /api/callback-requests/{id}/history), oldest first: what happened,
 * who did it, when. Loaded again whenever the request changes (a live update included).
 */
export function HistoryTimeline({ request }: { request: CallbackRequest }) {
  const [entries, setEntries] = useState<readonly HistoryEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const { id, updated_at: updatedAt } = request;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a newer updated_at means new entries
  useEffect(() => {
    let current = true;
    apiRequest<{ history: HistoryEntry[] }>('GET', `/callback-requests/${id}/history`)
      .then((answer) => {
        if (!current) return;
        setEntries(answer.history);
        setFailed(false);
      })
      .catch((failure: unknown) => {
        if (!current) return;
        console.warn('GET history failed', failure);
        setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [id, updatedAt]);

  return (
    <section className={styles.history} aria-labelledby={`history-${id}`}>
      <h3 id={`history-${id}`} className={styles.heading}>
        History
      </h3>
      {failed ? (
        <p className={styles.failed}>Could not load the history of this request.</p>
      ) : entries === null ? (
        <Skeleton shape="line" />
      ) : (
        <ol className={styles.timeline} data-testid="history">
          {entries.map((entry) => {
            const detail = historyDetail(entry);
            return (
              <li key={entry.id} className={styles.entry} data-kind={entry.kind}>
                <time dateTime={entry.at} className={styles.when}>
                  {formatDateTime(entry.at)}
                </time>
                <span className={styles.what}>
                  {historyLabel(entry.kind)}
                  <span className={styles.who}> {historyActor(entry.actor)}</span>
                </span>
                {detail && <span className={styles.detail}>{detail}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
