import type { ReactNode } from 'react';
import styles from './account-screens.module.css';

export interface AccountTableProps {
  /** The table's name for screen readers, e.g. "Sessions". */
  readonly label: string;
  /** The column headings, left to right. */
  readonly columns: readonly string[];
  /** The rows (`<tr>`s). */
  readonly children: ReactNode;
}

/** A table of the account screens (account, users, activity), scrolling sideways on phones. */
export function AccountTable({ label, columns, children }: AccountTableProps) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
