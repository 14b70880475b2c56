import type { ReactNode } from 'react';
import { EditableTable, type EditableTableProps } from './EditableTable.tsx';
import type { ListScreen } from './use-list-screen.ts';

export interface ListScreenTableProps<T extends { id: number }, V>
  extends Omit<EditableTableProps<T, V>, 'items' | 'editor' | 'emptyMessage'> {
  readonly screen: ListScreen<T, V>;
  /** Shown until the list has loaded. */
  readonly loading: ReactNode;
  /** The rows, when the screen orders them its own way; the search's matches by default. */
  readonly items?: readonly T[];
}

/**
 * The table of a list screen: its placeholder while loading, then the matching records, or the
 * screen's empty text (`messages.empty`) when none match.
 */
export function ListScreenTable<T extends { id: number }, V>({
  screen,
  loading,
  items = screen.search.matching,
  ...table
}: ListScreenTableProps<T, V>) {
  if (screen.list.loading) return loading;
  // Without an empty text of its own (services: the spec gives none), an empty list shows nothing.
  const emptyMessage = screen.messages.empty;
  if (items.length === 0 && emptyMessage === undefined) return null;
  return (
    <EditableTable
      {...table}
      items={items}
      emptyMessage={emptyMessage ?? ''}
      editor={screen.editor}
    />
  );
}
