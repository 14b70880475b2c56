/** Small readers for server-rendered HTML: enough for tests, no DOM needed. */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1]?.toLowerCase() === 'x' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) ? String.fromCodePoint(n) : match;
    }
    return ENTITIES[code.toLowerCase()] ?? match;
  });
}

/** The `<head>` of the document. */
export function headOf(html: string): string {
  const end = html.indexOf('</head>');
  return end === -1 ? '' : html.slice(0, end);
}

/** The `<body>` markup with every `<script>` removed: what a visitor sees before any script. */
export function bodyMarkup(html: string): string {
  const start = html.indexOf('<body');
  return (start === -1 ? html : html.slice(start)).replace(/<script\b[\s\S]*?<\/script>/gi, '');
}

/** The visible text of the body (scripts removed, tags stripped, entities decoded). */
export function bodyText(html: string): string {
  const markup = bodyMarkup(html)
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ');
  return decodeEntities(markup).replace(/\s+/g, ' ');
}

/** The attributes of one tag's markup, names lower-cased, values decoded. */
export function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = match[1]?.toLowerCase();
    if (!name || name === 'meta' || name === 'link') continue;
    result[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return result;
}

/** Every `<tag …>` opening tag of that name, as attribute maps. */
export function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) =>
    attributes(m[0].slice(name.length + 1)),
  );
}

/** `<title>` text. */
export function titleOf(html: string): string | undefined {
  const match = headOf(html).match(/<title>([\s\S]*?)<\/title>/i);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]).trim();
}

/** content of `<meta name|property="key">` in the head. */
export function metaContent(html: string, key: string): string | undefined {
  return tags(headOf(html), 'meta').find((m) => m.name === key || m.property === key)?.content;
}

/** Every JSON-LD block of the page, parsed. */
export function jsonLd(html: string): unknown[] {
  return [
    ...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi),
  ].map((m) => JSON.parse(m[1] ?? 'null'));
}

/** JSON-LD objects (top level and inside @graph) whose @type includes `type`. */
export function jsonLdOfType(html: string, type: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const types = ([] as unknown[]).concat(record['@type'] ?? []);
    if (types.includes(type)) found.push(record);
    if (record['@graph']) visit(record['@graph']);
  };
  jsonLd(html).forEach(visit);
  return found;
}
