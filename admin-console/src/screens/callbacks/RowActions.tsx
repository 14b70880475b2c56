import type { CallbackRequest } from '@tow/api/contracts/callback-request';
import { Button } from '@tow/shared-ui/host/components';
import styles from './CallbacksScreen.module.css';

export interface RowActionsProps {
  readonly request: CallbackRequest;
  readonly onEdit: (request: CallbackRequest) => void;
  readonly onDelete: (request: CallbackRequest) => void;
}

/**
 * Edit and Delete of one request. Named after the customer for screen readers; on a phone card
 * they read "Edit" / "Delete", in the desktop table they are icons (with a tooltip) to keep the
 * table within the screen.
 */
export function RowActions({ request, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        size="sm"
        icon="edit"
        className={styles.action}
        onClick={() => onEdit(request)}
        aria-label={`Edit callback request from ${request.name}`}
        title="Edit"
      >
        <span className={styles.actionText}>Edit</span>
      </Button>
      <Button
        variant="danger"
        size="sm"
        icon="trash"
        className={styles.action}
        onClick={() => onDelete(request)}
        aria-label={`Delete callback request from ${request.name}`}
        title="Delete"
      >
        <span className={styles.actionText}>Delete</span>
      </Button>
    </div>
  );
}
