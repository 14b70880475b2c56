import type { Key, ReactNode } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query.ts';
import styles from './DataTable.module.css';

export interface Column<T> {
  /** Stable id of the column. */
  readonly id: string;
  /** Column heading on desktop, field label on a card. */
  readonly header: string;
  readonly cell: (item: T) => ReactNode;
  /** The card's title on phones (one column should say what the row is). */
  readonly primary?: boolean;
  /** Numbers and dates align right in the table. */
  readonly align?: 'start' | 'end';
  /** Keep the cell on one line in the table (dates, phone numbers, money). */
  readonly nowrap?: boolean;
}

/** A record of a list: its id keys its row. */
export interface Keyed {
  readonly id: Key;
}

export interface DataTableProps<T extends Keyed> {
  readonly items: readonly T[];
  readonly columns: readonly Column<T>[];
  /** Names the table for screen readers, e.g. "Services". */
  readonly caption: string;
  /** Shown instead of the table when `items` is empty, e.g. "No promotions found". */
  readonly emptyMessage: string;
  /** Buttons of a row (Edit, Delete, toggles), last column / bottom of the card. */
  readonly actions?: (item: T) => ReactNode;
  /** Force a layout (tests, print); by default cards below 768 px, a table above. */
  readonly layout?: 'table' | 'cards';
}

function cellClass(column: Pick<Column<never>, 'align' | 'nowrap'>): string | undefined {
  const classes = [column.align === 'end' && styles.end, column.nowrap && styles.nowrap];
  return classes.filter(Boolean).join(' ') || undefined;
}

/**
 * A list screen's records: a table on desktop and cards on phones, from the same columns. Only
 * one layout is in the page at a time, so screen readers and tests never meet each text twice.
 */
export function DataTable<T extends Keyed>({
  items,
  columns,
  caption,
  emptyMessage,
  actions,
  layout,
}: DataTableProps<T>) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (items.length === 0) {
    return (
      <p className={styles.empty} role="status">
        {emptyMessage}
      </p>
    );
  }
  if ((layout ?? (phone ? 'cards' : 'table')) === 'cards') {
    const primary = columns.find((column) => column.primary) ?? columns[0];
    const rest = columns.filter((column) => column !== primary);
    return (
      <ul className={styles.cards} aria-label={caption}>
        {items.map((item) => (
          <li key={item.id} className={styles.card}>
            {primary && <div className={styles.cardTitle}>{primary.cell(item)}</div>}
            <dl className={styles.fields}>
              {rest.map((column) => (
                <div key={column.id} className={styles.field}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(item)}</dd>
                </div>
              ))}
            </dl>
            {actions && <div className={styles.cardActions}>{actions(item)}</div>}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.align === 'end' ? styles.end : ''}>
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className={styles.end}>
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              {columns.map((column) => (
                <td key={column.id} className={cellClass(column)}>
                  {column.cell(item)}
                </td>
              ))}
              {actions && (
                <td className={styles.end}>
                  <div className={styles.rowActions}>{actions(item)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
