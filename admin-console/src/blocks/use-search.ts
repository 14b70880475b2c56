import { useMemo, useState } from 'react';
import { matchesSearch } from './matches-search.ts';

/**
 * The free-text search of a list screen, for its <SearchBox>: the query and the items that match
 * it in the given fields (`matchesSearch`), in their original order.
 */
export function useSearch<T>(items: readonly T[], fields: readonly (keyof T)[]) {
  const [query, setQuery] = useState('');
  const matching = useMemo(
    () => items.filter((item) => matchesSearch(item, query, fields)),
    [items, query, fields],
  );
  return { query, setQuery, matching };
}
