import type { ReactNode } from 'react';
import { activeRowToggle } from './ActiveToggle.tsx';
import type { Column } from './DataTable.tsx';
import { EditorDialogs } from './EditorDialogs.tsx';
import { ListLoading } from './ListLoading.tsx';
import shared from './ListScreen.module.css';
import { ListScreenTable } from './ListScreenTable.tsx';
import { ListScreenTop, type ListScreenTopProps } from './ListScreenTop.tsx';
import type { ActiveToggleMessages } from './use-flag-toggle.ts';
import type { ListScreen, ListScreenOptions } from './use-list-screen.ts';

type ListScreenMessages<T extends { id: number }, V> = ListScreenOptions<T, V>['messages'];

/** A record such a screen lists: named, and switched on and off the website or the fleet. */
interface NamedRecord {
  readonly id: number;
  readonly name: string;
  readonly is_active: boolean;
}

export interface NamedListScreenProps<T extends NamedRecord, V>
  extends Pick<ListScreenTopProps<T, V>, 'description'> {
  readonly screen: ListScreen<T, V, ListScreenMessages<T, V> & ActiveToggleMessages>;
  /**
   * The heading and the table's caption, e.g. "Locations"; the search box reads "Search
   * locations" and the placeholder while loading "Loading locations...".
   */
  readonly title: string;
  /** What the search looks in, e.g. "Name, slug or description". */
  readonly searchPlaceholder: string;
  readonly columns: readonly Column<T>[];
  /** The rows, when the screen orders them its own way; the search's matches by default. */
  readonly items?: readonly T[];
  readonly size?: 'lg';
  /** The editor's fields. */
  readonly children: ReactNode;
}

/**
 * The whole of a list screen of named records with an active toggle (locations, services,
 * vehicles): heading and search, the table whose rows each say their name to screen readers and
 * carry Activate or Deactivate before Edit and Delete, and the add/edit and delete dialogs.
 */
export function NamedListScreen<T extends NamedRecord, V>({
  screen,
  title,
  description,
  searchPlaceholder,
  columns,
  items,
  size,
  children,
}: NamedListScreenProps<T, V>) {
  const nameOf = (record: T) => record.name;
  const plural = title.toLowerCase();
  return (
    <>
      <ListScreenTop
        screen={screen}
        title={title}
        description={description}
        search={{ label: `Search ${plural}`, placeholder: searchPlaceholder }}
      />
      <ListScreenTable
        screen={screen}
        loading={<ListLoading label={`Loading ${plural}...`} />}
        items={items}
        columns={columns}
        caption={title}
        rowLabel={nameOf}
        compact={false}
        actionsClassName={shared.actions}
        rowActions={activeRowToggle(screen.toggle, screen.messages, nameOf)}
      />
      <EditorDialogs {...screen.dialogs} deleteName={nameOf} size={size}>
        {children}
      </EditorDialogs>
    </>
  );
}
