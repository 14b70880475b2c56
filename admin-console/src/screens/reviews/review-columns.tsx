import type { Review } from '@tow/contracts/review';
import { StarRating } from '@tow/shared-ui/host/components';
import type { ReactNode } from 'react';
import type { Column } from '../../blocks/DataTable.tsx';
import { formatDate } from '../../lib/format.ts';
import styles from './ReviewsScreen.module.css';

/** The reviews table (cards on phones); `flags` renders the approve and feature toggles. */
export function reviewColumns(flags: (review: Review) => ReactNode): readonly Column<Review>[] {
  return [
    {
      id: 'customer',
      header: 'Customer',
      primary: true,
      cell: (review) => (
        <>
          <span data-testid="review-name">{review.customer_name}</span>
          {review.customer_location && (
            <span className={styles.sub}>
              <span className="visually-hidden">Location: </span>
              {review.customer_location}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'rating',
      header: 'Rating',
      nowrap: true,
      cell: (review) => <StarRating value={review.rating} size="1rem" />,
    },
    {
      id: 'review',
      header: 'Review',
      cell: (review) => <span className={styles.text}>{review.review_text}</span>,
    },
    {
      id: 'service',
      header: 'Service',
      cell: (review) => (
        <>
          {review.service_type}
          {review.service_date && (
            <span className={styles.sub}>
              <time dateTime={review.service_date}>{formatDate(review.service_date)}</time>
            </span>
          )}
        </>
      ),
    },
    { id: 'flags', header: 'Status', cell: flags },
  ];
}
