import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import ssrEntryLoaderPlugin, { revalidate } from '@module-federation/vite/ssrEntryLoader';
import type { SharedUi } from '@tow/shared-ui/host/exposes';
import {
  createSharedUiFederation,
  loadSharedUi,
  remoteEntryUrl,
} from '@tow/shared-ui/host/federation';
import type { RemoteStylesheet } from './page-css.ts';
import { type RemoteManifest, remoteAssets } from './remote-assets.ts';

/** One deployed version of the remote, loaded into this process. */
export interface LoadedRemote {
  /** Hash of the remote's mf-manifest.json: changes with every build that changes any file. */
  readonly version: string;
  /** The remote entry URL this version was loaded from (server side). */
  readonly entry: string;
  readonly components: SharedUi;
  /** Stylesheets of the exposed modules used, relative to the remote's base URL. */
  readonly css: readonly string[];
  /** Their rules, in that order: pages carry those they use inline (see page-css.ts). */
  readonly stylesheets: readonly RemoteStylesheet[];
  /** The SVG of brand/favicon.svg: pages carry it inline (see html.ts). */
  readonly favicon: string;
}

// Packages the remote's Node build imports by bare name: pinned to this server's own copies, so
// the remote renders with the host's React (one instance) and the host's federation runtime.
const SHARED_FROM_HOST = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
];
const resolvedShared = Object.fromEntries(
  SHARED_FROM_HOST.map((name) => [name, fileURLToPath(import.meta.resolve(name))]),
);

/**
 * Loads the shared-ui remote through module federation, as the browser does, from its deployed
 * URL: the federation runtime fetches `remoteEntry.ssr.js` (the remote's Node build, published
 * next to `remoteEntry.js`) and its chunks. Nothing of shared-ui is bundled into this server.
 *
 * Freshness: the loaded version is trusted for `ttlMs`; the first request after that re-reads
 * mf-manifest.json (a few hundred bytes) and, when its hash changed, loads the new version
 * before rendering. If the remote cannot be reached, the last good version keeps serving.
 */
export class SharedUiRemote {
  readonly #baseUrl: string;
  readonly #ttlMs: number;
  #current: LoadedRemote | undefined;
  #checkedAt = 0;
  #pending: Promise<LoadedRemote> | undefined;

  constructor(baseUrl: string, ttlMs: number) {
    this.#baseUrl = baseUrl;
    this.#ttlMs = ttlMs;
  }

  /** The version to render with now (loads or refreshes when due). */
  async get(): Promise<LoadedRemote> {
    const current = this.fresh();
    if (current) return current;
    this.#pending ??= this.#refresh().finally(() => {
      this.#pending = undefined;
    });
    return this.#pending;
  }

  /** The version loaded, while it is trusted without a check (`get` checks when it is due). */
  fresh(): LoadedRemote | undefined {
    const current = this.#current;
    return current && Date.now() - this.#checkedAt < this.#ttlMs ? current : undefined;
  }

  async #refresh(): Promise<LoadedRemote> {
    const previous = this.#current;
    try {
      const manifestText = await this.#fetchText('mf-manifest.json');
      const version = createHash('sha256').update(manifestText).digest('hex').slice(0, 16);
      if (previous?.version === version) {
        this.#checkedAt = Date.now();
        return previous;
      }
      const loaded = await this.#load(version, JSON.parse(manifestText) as RemoteManifest);
      this.#current = loaded;
      this.#checkedAt = Date.now();
      if (previous) console.info(`shared-ui: now rendering with version ${version}`);
      return loaded;
    } catch (error) {
      if (!previous) throw error;
      console.warn('shared-ui: refresh failed, keeping version', previous.version, error);
      this.#checkedAt = Date.now();
      return previous;
    }
  }

  async #load(version: string, manifest: RemoteManifest): Promise<LoadedRemote> {
    // The federation runtime caches a loaded container per (name, entry URL) in a process-wide
    // map, across instances: a per-version query makes a redeployed remote a new container.
    const entry = `${remoteEntryUrl(this.#baseUrl)}?v=${version}`;
    const previous = this.#current;
    if (previous) revalidate(previous.entry); // let the SSR entry loader drop the old files
    const federation = createSharedUiFederation({
      hostName: 'public_site',
      remoteEntryUrl: entry,
      plugins: [ssrEntryLoaderPlugin({ resolvedShared, fetchTimeoutMs: 5_000 })],
    });
    const components = await loadSharedUi(federation);
    const assets = remoteAssets(manifest);
    const stylesheets = await Promise.all(
      assets.css.map(async (file) => ({ file, text: await this.#fetchText(file) })),
    );
    const favicon = await this.#fetchText('brand/favicon.svg');
    return { version, entry, components, stylesheets, favicon, ...assets };
  }

  async #fetchText(file: string): Promise<string> {
    const url = new URL(file, this.#baseUrl);
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`shared-ui: GET ${url} answered ${response.status}`);
    return response.text();
  }
}
