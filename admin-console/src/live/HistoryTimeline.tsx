import { Skeleton } from '@tow/shared-ui/host/components';
import { formatDateTime } from '../lib/format.ts';
import styles from './HistoryTimeline.module.css';
import { historyActor, historyDetail, historyLabel } from './history.ts';
import section from './RequestSection.module.css';
import type { RequestHistory } from './use-request-history.ts';

/** The request's history, oldest first: what happened, who did it, when. */
export function HistoryTimeline({
  id,
  history: { entries, failed },
}: {
  id: number;
  history: RequestHistory;
}) {
  return (
    <section className={section.section} aria-labelledby={`history-${id}`}>
      <h3 id={`history-${id}`} className={section.heading}>
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
