import { runWithCompileCache } from '@tow/server-kit/compile-cache';

/** The public site's SSR server on its own (pages-server.ts). */
await runWithCompileCache(new URL('./pages-server.ts', import.meta.url));
