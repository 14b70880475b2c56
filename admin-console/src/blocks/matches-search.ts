/**
 * Free-text search of a list screen: true when every word of `query` appears (ignoring case and
 * accents) in at least one of the given fields. `matchesSearch(request, 'sol jump', ['name',
 * 'phone', 'location', 'service_type'])`.
 */
export function matchesSearch<T>(item: T, query: string, fields: readonly (keyof T)[]): boolean {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields
    .map((field) => item[field])
    .filter((value) => value !== null && value !== undefined)
    .map((value) => normalise(Array.isArray(value) ? value.join(' ') : String(value)))
    .join('\n');
  // Phone numbers: "07700900123" finds "07700 900123" too.
  const compact = haystack.replace(/[\s-]/g, '');
  return words.every((word) => haystack.includes(word) || compact.includes(word));
}

function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
