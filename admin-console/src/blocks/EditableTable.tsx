import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { RowActions } from './RowActions.tsx';
import type { EntityEditor } from './use-entity-editor.ts';

export interface EditableTableProps<T extends { id: number }, V>
  extends Omit<DataTableProps<T>, 'actions'> {
  /** Edit opens the editor's modal on the row; Delete asks the editor's confirmation. */
  readonly editor: EntityEditor<T, V>;
  /** What the row is, for screen readers (see RowActions). */
  readonly rowLabel: (record: T) => string;
  readonly compact?: boolean;
  /** The layout of the row's actions (see RowActions). */
  readonly actionsClassName?: string;
  /** The row's own actions before Edit and Delete, e.g. the active toggle. */
  readonly rowActions?: (record: T) => ReactNode;
}

/** The table of a list screen whose rows each have Edit and Delete. */
export function EditableTable<T extends { id: number }, V>({
  editor,
  rowLabel,
  compact,
  actionsClassName,
  rowActions,
  ...table
}: EditableTableProps<T, V>) {
  return (
    <DataTable
      {...table}
      actions={(record) => (
        <RowActions
          label={rowLabel(record)}
          compact={compact}
          className={actionsClassName}
          onEdit={() => editor.open({ mode: 'edit', record })}
          onDelete={() => editor.askDelete(record)}
        >
          {rowActions?.(record)}
        </RowActions>
      )}
    />
  );
}
