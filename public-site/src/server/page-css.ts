import { transform } from 'lightningcss';

/**
 * The module of a scoped class name: CSS modules here (this app's and shared-ui's) are named
 * `_hash_at`, one five-character hash per stylesheet (@tow/shared-ui/host/scoped-class-names).
 */
const SCOPED_CLASS = /\b_([a-z0-9]{5})_[a-z0-9]+\b/g;
const moduleOf = (name: string) => /^_([a-z0-9]{5})_[a-z0-9]+$/.exec(name)?.[1];

function modulesIn(text: string): Set<string> {
  return new Set([...text.matchAll(SCOPED_CLASS)].map((m) => m[1] ?? ''));
}

function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list = ''] of html.matchAll(/\bclass="([^"]*)"/g))
    for (const name of list.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * The markup of the page's islands (src/islands/Island.tsx: a `<div data-island>` around the
 * component), each from its opening tag to the `</div>` that closes it.
 */
function islandsMarkup(html: string): string {
  const parts: string[] = [];
  for (const start of html.matchAll(/<div\b[^>]*\bdata-island="/g)) {
    const tags = /<div\b|<\/div>/g;
    tags.lastIndex = start.index + 1;
    let depth = 1;
    for (let tag = tags.exec(html); tag && depth > 0; tag = depth > 0 ? tags.exec(html) : null)
      depth += tag[0] === '</div>' ? -1 : 1;
    parts.push(html.slice(start.index, depth === 0 ? tags.lastIndex : html.length));
  }
  return parts.join('');
}

/** One of the remote's stylesheets, relative to its base URL. */
export interface RemoteStylesheet {
  readonly file: string;
  readonly text: string;
}

/**
 * The CSS one page carries inline: the rules whose selectors can match its HTML, so that a page
 * under about 14 kB compressed arrives in the first round trip of a new connection.
 *
 * - A rule stays when one of its selectors needs only classes the HTML has (pseudo-classes,
 *   attributes and elements are not judged: a hover, an `aria-expanded` or a `[data-playing]`
 *   the page script sets later keeps its rule). Rules without a class always stay.
 * - Inside an island (src/islands/Island.tsx) React may add classes later (an error, a sending
 *   button): every rule of a CSS module used there stays.
 * - The remote's stylesheets are kept or left out whole: one the page does not use is not
 *   inlined, and the remote's module loader links it when an island first imports its
 *   component. The app's rules come from its one built CSS file, in their order (the cascade).
 * - Animations no kept rule names and media queries left empty go too.
 *
 * Pages differ in few ways (one set of classes per kind of page), so each selection is made
 * once and kept.
 */
export class PageCss {
  readonly #app: string;
  /** Every class the stylesheets name: a page's other classes do not change its selection. */
  readonly #known: Set<string>;
  readonly #remote: readonly (RemoteStylesheet & { readonly modules: Set<string> })[];
  readonly #selected = new Map<string, { css: string; remoteFiles: string[] }>();

  constructor(appCss: string, remote: readonly RemoteStylesheet[]) {
    this.#app = appCss;
    this.#remote = remote.map((sheet) => ({ ...sheet, modules: modulesIn(sheet.text) }));
    this.#known = new Set(
      [appCss, ...remote.map((sheet) => sheet.text)].flatMap((css) =>
        [...css.matchAll(/\.(-?[_a-zA-Z][-\w]*)/g)].map((m) => m[1] ?? ''),
      ),
    );
  }

  /** The page's CSS (remote's first, then the app's) and the remote files it holds. */
  forPage(appHtml: string): { readonly css: string; readonly remoteFiles: readonly string[] } {
    const present = [...classesIn(appHtml)].filter((name) => this.#known.has(name)).sort();
    const islandModules = [...modulesIn(islandsMarkup(appHtml))].sort();
    const used = modulesIn(present.join(' '));
    const remote = this.#remote.filter(
      (sheet) => sheet.modules.size === 0 || [...sheet.modules].some((m) => used.has(m)),
    );
    const key = `${present.join(' ')}|${islandModules.join(' ')}`;
    let selected = this.#selected.get(key);
    if (!selected) {
      const css = `${remote.map((sheet) => sheet.text).join('\n')}\n${this.#app}`;
      selected = {
        css: matchingRules(css, new Set(present), new Set(islandModules)),
        remoteFiles: remote.map((sheet) => sheet.file),
      };
      // Bounded: a new remote version makes a new PageCss; this only guards odd pages.
      if (this.#selected.size > 200) this.#selected.clear();
      this.#selected.set(key, selected);
    }
    return selected;
  }
}

/**
 * The browsers of the client build's CSS (Vite's for `build.target` es2022, vite.config.ts), so
 * that printing the kept rules again writes them as the build did (`max-width`, not ranges).
 */
const BUILD_TARGETS = {
  chrome: 94 << 16,
  edge: 94 << 16,
  firefox: 93 << 16,
  safari: (16 << 16) | (4 << 8),
};

type Visitor = NonNullable<Parameters<typeof transform>[0]['visitor']>;

function print(css: string, visitor: Visitor): string {
  const { code } = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    targets: BUILD_TARGETS,
    visitor,
  });
  // A block whose rules were all dropped is left empty by the printer.
  let text = code.toString();
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(/@(media|supports|container)[^{}]*\{\}/g, '');
  }
  return text;
}

/**
 * `css` without the rules that need a class the page lacks (every class of a module in
 * `wholeModules` counts as there), then without the animations nothing left names.
 */
function matchingRules(
  css: string,
  present: ReadonlySet<string>,
  wholeModules: ReadonlySet<string>,
): string {
  const absent = (name: string) => {
    if (present.has(name)) return false;
    const module = moduleOf(name);
    return module === undefined || !wholeModules.has(module);
  };
  const animations = new Set<string>();
  const kept = print(css, {
    Rule: {
      style(rule) {
        // An element must carry every class of a compound selector (classes inside :not(),
        // :is() and the like are not required). A list with a live selector stays whole: a
        // rule given back changed does not always serialise.
        const matchesNothing = rule.value.selectors.every((selector) =>
          selector.some((part) => part.type === 'class' && absent(part.name)),
        );
        return matchesNothing ? [] : undefined;
      },
      keyframes(rule) {
        animations.add(rule.value.name.value);
        return undefined;
      },
    },
  });
  const unnamed = [...animations].filter(
    (name) => kept.split(name).length - 1 === 1, // only its own @keyframes
  );
  if (unnamed.length === 0) return kept;
  const drop = new Set(unnamed);
  return print(kept, {
    Rule: { keyframes: (rule) => (drop.has(rule.value.name.value) ? [] : undefined) },
  });
}
