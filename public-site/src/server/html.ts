import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { InlineHashes } from '@tow/server-kit/security-headers';
import type { BusinessProfile } from '../lib/business-profile.ts';
import { FIRST_SCREEN_END_ID } from '../shared/first-screen.ts';
import { pageScriptLoader } from './page-script-loader.ts';

interface ViteManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}

/** The client build's entry script, its static imports and its CSS, from Vite's manifest. */
export function readClientAssets(clientDir: string) {
  const manifest = JSON.parse(
    readFileSync(new URL('.vite/manifest.json', clientDir), 'utf8'),
  ) as Record<string, ViteManifestChunk>;
  const entry = manifest['src/entry-client.ts'];
  if (!entry) throw new Error('public-site: client build has no src/entry-client.ts entry');
  const js = new Set<string>();
  const css = new Set<string>(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const imported of entry.imports ?? []) visit(imported);
  return {
    entry: `/${entry.file}`,
    /** What the entry imports statically: the browser fetches it with the entry. */
    imports: [...js].map((f) => `/${f}`),
    css: [...css].map((f) => `/${f}`),
    /** The rules of those stylesheets, in order: pages carry them inline. */
    cssText: [...css].map((f) => readFileSync(new URL(f, clientDir), 'utf8')).join('\n'),
  };
}

export type ClientAssets = ReturnType<typeof readClientAssets>;

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
/**
 * An SVG as a data URL for an attribute in double quotes (`<` and `>` may stand there, and
 * leaving them makes the favicon cost little next to the header's logo, which has its shapes):
 * a browser asks for the favicon as the page finishes loading, and on a slow connection that
 * request would open a connection of its own while the home page's poster holds the first.
 */
const svgDataUrl = (svg: string) =>
  `data:image/svg+xml,${svg.trim().replace(/"/g, "'").replace(/[#%&]/g, encodeURIComponent)}`;

/** An inline element's text (a page's rules, the page script's loader) and its CSP hash source. */
interface InlineElement {
  readonly text: string;
  readonly hash: string;
}

/** Per selection of page-css.ts, which hands out the same object for every page of a kind. */
const inlineStyles = new WeakMap<object, InlineElement>();

/** The browser hashes an inline element's text as parsed, and parsing turns CR LF and CR into LF. */
const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}'`;

/** The page script's loader for this build's entry: the one inline script a page runs. */
const loaders = new Map<string, InlineElement>();

function loaderScript(entry: string): InlineElement {
  let loader = loaders.get(entry);
  if (!loader) {
    const text = pageScriptLoader(entry);
    loader = { text, hash: hashSource(text) };
    loaders.set(entry, loader);
  }
  return loader;
}

function inlineStyle(selection: { readonly css: string }): InlineElement {
  let style = inlineStyles.get(selection);
  if (!style) {
    // `</style` can only stand in a CSS string or comment, where `<\/` reads the same.
    const text = selection.css.replace(/<\/(style)/gi, '<\\/$1');
    style = { text, hash: hashSource(text) };
    inlineStyles.set(selection, style);
  }
  return style;
}

/**
 * The whole document around the rendered app, and the hashes of what it carries inline for its
 * Content-Security-Policy: the one `<style>` it writes and the page script's loader. Its other
 * `<script>`s with text are data (JSON, JSON-LD), which browsers never run and CSP does not
 * govern; no other inline element is allowed, so one injected into the page would neither run
 * nor apply.
 */
export function documentHtml(options: {
  readonly appHtml: string;
  readonly headHtml: string;
  /** The page's JSON-LD: after the content it repeats. */
  readonly structuredDataHtml: string;
  readonly client: ClientAssets;
  /** The page's rules (page-css.ts) and the remote's stylesheets among them. */
  readonly css: { readonly css: string; readonly remoteFiles: readonly string[] };
  readonly sharedUiUrl: string;
  /** The remote's SVG favicon, carried as a data URL. */
  readonly favicon: string;
  readonly profile: BusinessProfile;
}): { readonly html: string; readonly inline: InlineHashes } {
  const { appHtml, headHtml, structuredDataHtml, client, sharedUiUrl, profile } = options;
  const remoteEntry = `${sharedUiUrl}remoteEntry.js`;
  // The rules this page uses inline, so the first screen waits on no stylesheet request and the
  // page fits the first round trip. The remote's inlined files are still named, disabled (never
  // fetched), because its module loader adds a stylesheet link for each one it does not find.
  const style = inlineStyle(options.css);
  const loadedByStyle = options.css.remoteFiles.map((f) => sharedUiUrl + f);
  const loader = loaderScript(client.entry);
  const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">
${headHtml}
<meta name="theme-color" content="#0d1117">
<style>${style.text}</style>
<link rel="icon" href="${svgDataUrl(options.favicon)}" type="image/svg+xml">
<link rel="icon" href="${escapeAttr(sharedUiUrl)}brand/favicon-32.png" sizes="32x32">
<link rel="apple-touch-icon" href="${escapeAttr(sharedUiUrl)}brand/apple-touch-icon.png">
${loadedByStyle.map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}" disabled>`).join('\n')}
<script type="application/json" id="client-config">${jsonForScript({ sharedUiEntry: remoteEntry, profile })}</script>
<script>${loader.text}</script>
</head>
<body>
<div id="root">${appHtml}</div>
${structuredDataHtml}
</body>
</html>`;
  return { html, inline: { scripts: [loader.hash], styles: [style.hash] } };
}
