import {
  RESPONSE_MEASURE_LABELS,
  RESPONSE_MEASURES,
  type ResponseTimeSummary,
} from '@tow/contracts';
import { formatMinutes } from '../../lib/format-minutes.ts';
import styles from './ReportsScreen.module.css';

/** The whole range at a glance: per measure, the median, the 90th percentile and how many. */
export function ResponseTimeCards({ total }: { total: ResponseTimeSummary }) {
  return (
    <ul className={styles.cards} aria-label="Whole range">
      {RESPONSE_MEASURES.map((measure) => {
        const stat = total[measure];
        return (
          <li key={measure} className={styles.card}>
            <h2 className={styles.cardTitle}>{RESPONSE_MEASURE_LABELS[measure]}</h2>
            {stat.count === 0 ? (
              <p className={styles.cardFigure}>–</p>
            ) : (
              <>
                <p className={styles.cardFigure}>
                  {formatMinutes(stat.median_minutes)}
                  <span className={styles.cardUnit}> median</span>
                </p>
                <p className={styles.cardDetail}>
                  9 in 10 within {formatMinutes(stat.p90_minutes)}
                </p>
              </>
            )}
            <p className={styles.cardDetail}>
              {stat.count} of {total.requests} {total.requests === 1 ? 'request' : 'requests'}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
