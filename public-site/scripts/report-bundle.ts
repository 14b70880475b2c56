import { existsSync, readFileSync, statSync } from 'node:fs';
import { SITEMAP_PATHS } from '../src/page-table.ts';
import { readClientAssets } from '../src/server/html.ts';
import { type RemoteManifest, remoteAssets } from '../src/server/remote-assets.ts';

/**
 * Run after `vite build`: prints what a visitor's phone downloads for each public route before
 * they touch anything (the page script and the CSS, brotli as the server sends them), and what
 * the first touch inside an island adds; fails the build when a route goes over the budget of
 * the README's "Performance budget" (test/page-weight.test.ts measures the same in Chromium).
 */
const BUDGET = { js: 60 * 1024, css: 20 * 1024 };

const clientDir = new URL('../dist/client/', import.meta.url);
const remoteDir = new URL('../../shared-ui/dist/', import.meta.url);

/** The bytes sent for a file: its brotli copy, or the file itself when too small to have one. */
const wireBytes = (file: URL) => {
  const brotli = new URL(`${file.href}.br`);
  return statSync(existsSync(brotli) ? brotli : file).size;
};
const sum = (files: URL[]) => files.reduce((total, file) => total + wireBytes(file), 0);
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const client = readClientAssets(clientDir.href);
const remote = remoteAssets(
  JSON.parse(readFileSync(new URL('mf-manifest.json', remoteDir), 'utf8')) as RemoteManifest,
);
const inClient = (path: string) => new URL(path.replace(/^\//, ''), clientDir);
const inRemote = (path: string) => new URL(path, remoteDir);

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}
const manifest = JSON.parse(
  readFileSync(new URL('.vite/manifest.json', clientDir), 'utf8'),
) as Record<string, ManifestChunk>;

/** A chunk and every chunk it imports, statically or not: what waking islands can load. */
function reachable(key: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
    reachable(next, found);
  return found;
}

// Every page gets the same page script and stylesheet; the islands' code (React, the federation
// runtime, the island) and the remote's components load only on a touch, focus or key inside an
// island (src/islands/wake-islands.ts), so before any input each route loads the same files.
const pageScript = [client.entry, ...client.imports];
const js = sum(pageScript.map(inClient));
const css = sum([...client.css.map(inClient), ...remote.css.map(inRemote)]);
const islandFiles = [...reachable('src/entry-client.ts')].filter(
  (file) => !pageScript.includes(`/${file}`),
);
const onInput = sum([
  ...islandFiles.map((f) => inClient(`/${f}`)),
  inRemote('remoteEntry.js'),
  ...remote.js.map(inRemote),
]);
const routes = [...SITEMAP_PATHS, '/areas/{slug}'];

console.log(
  '\nEach public route before any input (brotli, as sent; this app plus the shared-ui remote):',
);
console.log(`${'route'.padEnd(20)}${'JavaScript'.padStart(12)}${'CSS'.padStart(10)}`);
for (const route of routes)
  console.log(`${route.padEnd(20)}${kB(js).padStart(12)}${kB(css).padStart(10)}`);
console.log(`budget per route: JavaScript ${kB(BUDGET.js)}, CSS ${kB(BUDGET.css)}`);
console.log(
  `on the first input in an island, at most: ${kB(onInput)} of JavaScript more (React, federation, islands, remote)\n`,
);

if (js > BUDGET.js || css > BUDGET.css) {
  console.error(
    'public-site: a route loads more before any input than its budget (see README, "Performance budget").',
  );
  process.exit(1);
}
