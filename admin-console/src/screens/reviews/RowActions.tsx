import type { Review } from '@tow/api/contracts/review';
import { Button } from '@tow/shared-ui/host/components';
import styles from './ReviewsScreen.module.css';

export interface RowActionsProps {
  readonly review: Review;
  readonly onEdit: (request: Review) => void;
  readonly onDelete: (request: Review) => void;
}

/**
 * Edit and Delete of one review. Named after the customer for screen readers; on a phone card
 * they read "Edit" / "Delete", in the desktop table they are icons (with a tooltip) to keep the
 * table within the screen.
 */
export function RowActions({ review, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        size="sm"
        icon="edit"
        className={styles.action}
        onClick={() => onEdit(review)}
        aria-label={`Edit review from ${review.customer_name}`}
        title="Edit"
      >
        <span className={styles.actionText}>Edit</span>
      </Button>
      <Button
        variant="danger"
        size="sm"
        icon="trash"
        className={styles.action}
        onClick={() => onDelete(review)}
        aria-label={`Delete review from ${review.customer_name}`}
        title="Delete"
      >
        <span className={styles.actionText}>Delete</span>
      </Button>
    </div>
  );
}
