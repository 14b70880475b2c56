import { join } from 'node:path';
import { REPOSITORY_ROOT } from '../repository-root.ts';

/**
 * Where the server bundle is built (infra/src/build-server-bundle.ts): every entry and chunk in
 * this one folder. `npm start` runs it; an API replica runs it when it is fresh.
 */
export const BUNDLE_DIR = join(REPOSITORY_ROOT, 'infra', 'dist', 'server');

/** The bundle's main entry: the whole product in one process. */
export const BUNDLE_MAIN = join(BUNDLE_DIR, 'site-server.js');

/** An API replica on its own. */
export const BUNDLE_API_SERVER = join(BUNDLE_DIR, 'api-server.js');

/**
 * What the bundle was built from: every source file of ours it holds (relative to the
 * repository's root) and when, so that a start can tell whether one has changed since.
 */
export const BUNDLE_SOURCES = join(BUNDLE_DIR, 'sources.json');
