import { runWithCompileCache } from '@tow/server-kit/compile-cache';
import { freshBundleMain } from './server-bundle/fresh-bundle.ts';

/**
 * `npm start`: the whole product in one process (site-server.ts), run from the server bundle,
 * which is rebuilt first when a source has changed since it was built.
 */
await runWithCompileCache(await freshBundleMain());
