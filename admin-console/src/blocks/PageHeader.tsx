import { Button } from '@tow/shared-ui/host/components';
import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  /** The screen's heading (the page's only h1). */
  readonly title: string;
  readonly description?: ReactNode;
  /** The Add button's label, e.g. "Add Service"; no button without `onAdd`. */
  readonly addLabel?: string;
  readonly onAdd?: () => void;
  /** Controls beside the heading (a view switch), where the Add button would be. */
  readonly actions?: ReactNode;
  /** More actions or figures, shown beside/below the heading. */
  readonly children?: ReactNode;
}

/** Heading of a screen with its Add button. */
export function PageHeader({
  title,
  description,
  addLabel = 'Add',
  onAdd,
  actions,
  children,
}: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {onAdd && (
        <Button icon="plus" onClick={onAdd} className={styles.add}>
          {addLabel}
        </Button>
      )}
      {actions}
      {children && <div className={styles.extra}>{children}</div>}
    </header>
  );
}
