import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { STATIC_PATHS } from '../src/seo/sitemap.ts';
import { readClientAssets } from '../src/server/html.ts';
import { type RemoteManifest, remoteAssets } from '../src/server/remote-assets.ts';

/**
 * Run after `vite build`: prints the JavaScript and CSS (gzip bytes) a visitor downloads on the
 * first load of each public route, this app's build plus the shared-ui remote, and fails the
 * build when a route goes over the budget stated in the README.
 */
const BUDGET = { js: 175 * 1024, css: 20 * 1024 };

const clientDir = new URL('../dist/client/', import.meta.url);
const remoteDir = new URL('../../shared-ui/dist/', import.meta.url);

const gzipBytes = (file: URL) => gzipSync(readFileSync(file), { level: 9 }).length;
const sum = (files: URL[]) => files.reduce((total, file) => total + gzipBytes(file), 0);
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const client = readClientAssets(clientDir.href);
const remote = remoteAssets(
  JSON.parse(readFileSync(new URL('mf-manifest.json', remoteDir), 'utf8')) as RemoteManifest,
);
const inClient = (path: string) => new URL(path.replace(/^\//, ''), clientDir);
const inRemote = (path: string) => new URL(path, remoteDir);

// Every route is in the one entry chunk, and every page loads the same remote components before
// hydrating, so the first load is the same set of files for each route.
const js = sum([
  ...[client.entry, ...client.preload].map(inClient),
  inRemote('remoteEntry.js'),
  ...remote.js.map(inRemote),
]);
const css = sum([...client.css.map(inClient), ...remote.css.map(inRemote)]);
const routes = [...STATIC_PATHS, '/areas/{slug}'];

console.log('\nFirst load of each public route (gzip; this app plus the shared-ui remote):');
console.log(`${'route'.padEnd(20)}${'JavaScript'.padStart(12)}${'CSS'.padStart(10)}`);
for (const route of routes)
  console.log(`${route.padEnd(20)}${kB(js).padStart(12)}${kB(css).padStart(10)}`);
console.log(`budget per route: JavaScript ${kB(BUDGET.js)}, CSS ${kB(BUDGET.css)}\n`);

if (js > BUDGET.js || css > BUDGET.css) {
  console.error(
    'public-site: the first load is over its budget (see README, "Performance budget").',
  );
  process.exit(1);
}
