import { Icon } from '@tow/shared-ui/host/components';
import type { ReactNode } from 'react';
import styles from './page.module.css';

type IconName = Parameters<typeof Icon>[0]['name'];

/** What a list shows when it has nothing in it: never an error, always a way forward. */
export function EmptyState({
  icon,
  title,
  text,
  children,
}: {
  icon: IconName;
  title: string;
  text: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <Icon name={icon} />
      </span>
      <h2 className={styles.emptyTitle}>{title}</h2>
      <p className={styles.emptyText}>{text}</p>
      {children}
    </div>
  );
}
