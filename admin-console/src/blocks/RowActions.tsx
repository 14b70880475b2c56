import { Button } from '@tow/shared-ui/host/components';
import type { ReactNode } from 'react';
import styles from './RowActions.module.css';

export interface RowActionsProps {
  /** What the row is, for screen readers: "callback request from Sam Driver". */
  readonly label: string;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
  /**
   * Icons only in the desktop table (words on phone cards), to keep a wide table within the
   * screen. `false` keeps the words everywhere, for tables with room for them.
   */
  readonly compact?: boolean;
  /** The row's own actions, before Edit and Delete: toggles such as Activate. */
  readonly children?: ReactNode;
  /**
   * The wrapper's layout, when the screen wants its own (e.g. the toggle above Edit and Delete).
   * By default the buttons sit side by side (compact) or join the cell's own row of actions.
   */
  readonly className?: string;
}

/**
 * The actions of one row of a list screen: its own (children), then Edit and Delete, both named
 * after the row for screen readers ("Edit Fuel Delivery").
 */
export function RowActions({
  label,
  onEdit,
  onDelete,
  compact = true,
  children,
  className,
}: RowActionsProps) {
  const buttons = [
    { name: 'Edit', icon: 'edit', variant: 'secondary', onClick: onEdit },
    { name: 'Delete', icon: 'trash', variant: 'danger', onClick: onDelete },
  ] as const;
  return (
    <div className={className ?? (compact ? styles.actions : styles.inline)}>
      {children}
      {buttons.map(({ name, icon, variant, onClick }) => (
        <Button
          key={name}
          variant={variant}
          size="sm"
          icon={icon}
          className={compact ? styles.action : undefined}
          onClick={onClick}
          aria-label={`${name} ${label}`}
          title={compact ? name : undefined}
        >
          {compact ? <span className={styles.actionText}>{name}</span> : name}
        </Button>
      ))}
    </div>
  );
}
