import { transform } from 'lightningcss';

/**
 * The module of a scoped class name: CSS modules here (this app's and shared-ui's) are named
 * `_local_hash_line`, one five-character hash per stylesheet.
 */
const SCOPED_CLASS = /_([a-z0-9]{5})_\d+\b/g;

function modulesIn(text: string): Set<string> {
  return new Set([...text.matchAll(SCOPED_CLASS)].map((m) => m[1] ?? ''));
}

/** One of the remote's stylesheets, relative to its base URL. */
export interface RemoteStylesheet {
  readonly file: string;
  readonly text: string;
}

/**
 * The CSS one page carries inline: the rules of the stylesheets (CSS modules) its HTML uses,
 * at the granularity of a stylesheet, so the states an island adds later (an error, a sending
 * button) are styled as well. Global rules (no scoped class) always stay.
 *
 * - The app's rules come from its one built CSS file; a rule that needs a class of a module
 *   the page does not use is dropped, the rest keeps its order (the cascade).
 * - The remote's stylesheets are kept or left whole: one the page does not use is not inlined,
 *   and the remote's module loader links it when an island first imports its component.
 *
 * Pages differ in few ways (one set of modules per kind of page), so each selection is made
 * once and kept.
 */
export class PageCss {
  readonly #app: string;
  readonly #appModules: Set<string>;
  readonly #remote: readonly (RemoteStylesheet & { readonly modules: Set<string> })[];
  readonly #selected = new Map<string, { css: string; remoteFiles: string[] }>();

  constructor(appCss: string, remote: readonly RemoteStylesheet[]) {
    this.#app = appCss;
    this.#appModules = modulesIn(appCss);
    this.#remote = remote.map((sheet) => ({ ...sheet, modules: modulesIn(sheet.text) }));
  }

  /** The page's CSS (remote's first, then the app's) and the remote files it holds. */
  forPage(appHtml: string): { readonly css: string; readonly remoteFiles: readonly string[] } {
    const used = modulesIn(appHtml);
    const remote = this.#remote.filter(
      (sheet) => sheet.modules.size === 0 || [...sheet.modules].some((m) => used.has(m)),
    );
    const unusedApp = [...this.#appModules].filter((m) => !used.has(m)).sort();
    const key = `${remote.map((sheet) => sheet.file).join(' ')}|${unusedApp.join(' ')}`;
    let selected = this.#selected.get(key);
    if (!selected) {
      selected = {
        css: `${remote.map((sheet) => sheet.text).join('\n')}\n${withoutModules(this.#app, new Set(unusedApp))}`,
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

/** `css` without the rules that need a class (or an animation) of one of `unused` (their hashes). */
function withoutModules(css: string, unused: ReadonlySet<string>): string {
  if (unused.size === 0) return css;
  const dead = (name: string) => {
    const hash = /_([a-z0-9]{5})_\d+$/.exec(name)?.[1];
    return hash !== undefined && unused.has(hash);
  };
  const { code } = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    targets: BUILD_TARGETS,
    visitor: {
      Rule: {
        style(rule) {
          // An element must carry every class of a compound selector: one of an unused
          // module's classes means the selector matches nothing on this page. (A list with a
          // live selector stays whole: a rule given back changed does not always serialise.)
          const matchesNothing = rule.value.selectors.every((selector) =>
            selector.some((part) => part.type === 'class' && dead(part.name)),
          );
          return matchesNothing ? [] : undefined;
        },
        // The animations of an unused module: nothing left on the page names them.
        keyframes: (rule) => (dead(rule.value.name.value) ? [] : undefined),
      },
    },
  });
  // A media query whose rules were all dropped is left empty by the printer.
  return code.toString().replace(/@media[^{}]*\{\}/g, '');
}
