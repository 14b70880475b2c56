import type { Review } from '@tow/contracts/review';
import { Button } from '@tow/shared-ui/host/components';
import styles from './ReviewsScreen.module.css';

export interface ReviewFlagsProps {
  readonly review: Review;
  readonly onToggle: (review: Review, flag: 'is_approved' | 'is_featured') => void;
}

/**
 * The two inline toggles of a review (spec section 4), as toggle buttons: "Approved" and
 * "Featured", solid with a tick when on, outlined with a cross when off (`aria-pressed` says
 * it to screen readers). Each sends the whole review with its flag flipped.
 */
export function ReviewFlags({ review, onToggle }: ReviewFlagsProps) {
  const who = `review from ${review.customer_name}`;
  return (
    <div className={styles.flags}>
      <Button
        size="sm"
        variant={review.is_approved ? 'primary' : 'secondary'}
        icon={review.is_approved ? 'check' : 'close'}
        aria-pressed={review.is_approved}
        aria-label={`Approved: ${who}`}
        onClick={() => onToggle(review, 'is_approved')}
      >
        Approved
      </Button>
      <Button
        size="sm"
        variant={review.is_featured ? 'primary' : 'secondary'}
        icon={review.is_featured ? 'star' : 'close'}
        aria-pressed={review.is_featured}
        aria-label={`Featured: ${who}`}
        onClick={() => onToggle(review, 'is_featured')}
      >
        Featured
      </Button>
    </div>
  );
}
