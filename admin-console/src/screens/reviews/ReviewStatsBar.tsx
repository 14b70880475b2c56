import { StarRating } from '@tow/shared-ui/host/components';
import styles from './ReviewsScreen.module.css';
import type { ReviewStats } from './review-stats.ts';

/** Total, approved and featured counts and the average rating (spec section 2). */
export function ReviewStatsBar({ stats }: { stats: ReviewStats }) {
  const figures = [
    { id: 'total', label: 'Total reviews', value: String(stats.total) },
    { id: 'approved', label: 'Approved', value: String(stats.approved) },
    { id: 'featured', label: 'Featured', value: String(stats.featured) },
  ];
  return (
    <dl className={styles.stats} aria-label="Review figures">
      {figures.map((figure) => (
        <div key={figure.id} className={styles.stat}>
          <dt>{figure.label}</dt>
          <dd data-testid={`review-${figure.id}`}>{figure.value}</dd>
        </div>
      ))}
      <div className={styles.stat}>
        <dt>Average rating</dt>
        <dd>
          <span data-testid="review-average">{stats.average}</span>{' '}
          <StarRating value={stats.averageValue} size="1rem" />
        </dd>
      </div>
    </dl>
  );
}
