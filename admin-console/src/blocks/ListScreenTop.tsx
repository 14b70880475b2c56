import type { ReactNode } from 'react';
import { ErrorBox } from './ErrorBox.tsx';
import { PageHeader } from './PageHeader.tsx';
import { SearchBox } from './SearchBox.tsx';
import { StatusBanner } from './StatusBanner.tsx';
import type { ListScreen } from './use-list-screen.ts';

export interface ListScreenTopProps<T extends { id: number }, V> {
  readonly screen: ListScreen<T, V>;
  /** The screen's heading, e.g. "SEO Settings". */
  readonly title: string;
  readonly description?: ReactNode;
  /** The search box's label and placeholder, e.g. "Search services". */
  readonly search: { readonly label: string; readonly placeholder: string };
  /** Shown between the messages and the search, e.g. the reviews' figures. */
  readonly children?: ReactNode;
}

/**
 * The top of a list screen: its heading and Add button, the status banner, the load failure,
 * then the search over the list.
 */
export function ListScreenTop<T extends { id: number }, V>({
  screen,
  title,
  description,
  search,
  children,
}: ListScreenTopProps<T, V>) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        addLabel={`Add ${screen.noun}`}
        onAdd={() => screen.editor.open({ mode: 'create' })}
      />
      <StatusBanner status={screen.status} />
      {screen.list.error && <ErrorBox>{screen.list.error}</ErrorBox>}
      {children}
      <SearchBox
        value={screen.search.query}
        onChange={screen.search.setQuery}
        label={search.label}
        placeholder={search.placeholder}
      />
    </>
  );
}
