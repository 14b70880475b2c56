import { withoutEmptyClaims } from './claim-words.ts';

/**
 * The owner's words on the public pages, in a format small enough to explain in one line: a
 * blank line starts a new paragraph, a line break stays a line break, and `[text](https://…)` is
 * a link. Nothing else is markup: `<b>` or `<script>` show as typed. Written here rather than
 * taken from a Markdown library because the whole format is two rules, and both the API (which
 * renders the published HTML) and the console (which previews a draft) must give the same output.
 */

export type RichInline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string }
  | { readonly kind: 'break' };

export type RichParagraph = readonly RichInline[];

/** Values of `{name}` placeholders, e.g. `{ company: 'Leeds Tow', phone: '0113 496 0000' }`. */
export type Placeholders = Readonly<Record<string, string>>;

const LINK = /\[([^[\]\n]+)\]\(([^()\s]+)\)/g;
/** Anything written as a link, even one the format cannot take (`[x](javascript:f(1))`). */
const LINK_ATTEMPT = /\[[^[\]\n]+\]\(([^)\s]*)/g;
const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * `Call {phone}` → `Call 0113 496 0000`; an unknown `{name}` stays as written, and a sentence
 * claiming an empty `{rating}` or `{established}` is left out (claim-words.ts).
 */
export function fillPlaceholders(text: string, values: Placeholders): string {
  return withoutEmptyClaims(text, values).replace(
    PLACEHOLDER,
    (match, name: string) => values[name] ?? match,
  );
}

/**
 * Where a link may go: a secure site, a page of this site (`/contact`), a phone number or an
 * email address. Anything else (`javascript:`, `data:`, `http:`) is not a link.
 */
export function isAllowedHref(href: string): boolean {
  return (
    /^https:\/\/[^\s/]+\.[^\s]+$/i.test(href) ||
    /^\/(?!\/)[^\s]*$/.test(href) ||
    /^tel:\+?[0-9]{3,15}$/.test(href) ||
    /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/.test(href)
  );
}

/** A phone number written with spaces (`tel:{phone}` filled in) is still a phone link. */
function cleanHref(href: string): string {
  return href.startsWith('tel:') ? href.replace(/[\s()-]/g, '') : href;
}

/** Stand-ins for checking a link before the real values are known (`tel:{phone}`). */
const SAMPLE_PLACEHOLDERS: Placeholders = {
  phone: '0121 000 0000',
  company: 'company',
  area: 'area',
};

/** The `[text](target)` links of a source whose target is not allowed, for a clear 422. */
export function refusedLinks(source: string, values: Placeholders = SAMPLE_PLACEHOLDERS): string[] {
  return [...source.matchAll(LINK_ATTEMPT)]
    .map((match) => match[1] ?? '')
    .filter((href) => !isAllowedHref(cleanHref(fillPlaceholders(href, values))));
}

function parseLine(line: string, values: Placeholders): RichInline[] {
  const parts: RichInline[] = [];
  let from = 0;
  const text = (chunk: string) => {
    if (chunk) parts.push({ kind: 'text', text: fillPlaceholders(chunk, values) });
  };
  for (const match of line.matchAll(LINK)) {
    const [whole, label = '', target = ''] = match;
    const href = cleanHref(fillPlaceholders(target, values));
    if (!isAllowedHref(href)) continue;
    text(line.slice(from, match.index));
    parts.push({ kind: 'link', text: fillPlaceholders(label, values), href });
    from = match.index + whole.length;
  }
  text(line.slice(from));
  return parts;
}

/**
 * The paragraphs of a source, placeholders filled in its words (after parsing, so a company
 * name with brackets in it never turns into a link). The sentences of a claim the company does
 * not make go first, whole, so a link in one never stays behind.
 */
export function parseRichText(source: string, values: Placeholders = {}): RichParagraph[] {
  return withoutEmptyClaims(source, values)
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map((lines) =>
      lines.flatMap((line, index) => [
        ...(index > 0 ? [{ kind: 'break' } as const] : []),
        ...parseLine(line, values),
      ]),
    );
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every character that means something in HTML, in text or in an attribute, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

function inlineHtml(inline: RichInline): string {
  if (inline.kind === 'break') return '<br>';
  if (inline.kind === 'text') return escapeHtml(inline.text);
  return `<a href="${escapeHtml(inline.href)}">${escapeHtml(inline.text)}</a>`;
}

/** `<p>` per paragraph, `<br>` per line break, `<a href>` per link; every other character escaped. */
export function richTextHtml(source: string, values: Placeholders = {}): string {
  return parseRichText(source, values)
    .map((paragraph) => `<p>${paragraph.map(inlineHtml).join('')}</p>`)
    .join('');
}
