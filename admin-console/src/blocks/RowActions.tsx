import { Button } from '@tow/shared-ui/host/components';
import styles from './RowActions.module.css';

export interface RowActionsProps {
  /** What the row is, for screen readers: "callback request from Sam Driver". */
  readonly label: string;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}

/**
 * Edit and Delete of one row. On a phone card they read "Edit" / "Delete"; in the desktop table
 * they are icons (with a tooltip) to keep the table within the screen. Both are named after the
 * row for screen readers.
 */
export function RowActions({ label, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        size="sm"
        icon="edit"
        className={styles.action}
        onClick={onEdit}
        aria-label={`Edit ${label}`}
        title="Edit"
      >
        <span className={styles.actionText}>Edit</span>
      </Button>
      <Button
        variant="danger"
        size="sm"
        icon="trash"
        className={styles.action}
        onClick={onDelete}
        aria-label={`Delete ${label}`}
        title="Delete"
      >
        <span className={styles.actionText}>Delete</span>
      </Button>
    </div>
  );
}
