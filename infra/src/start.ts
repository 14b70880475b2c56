import { runWithCompileCache } from '@tow/server-kit/compile-cache';

/** `npm start`: the whole product in one process (site-server.ts). */
await runWithCompileCache(new URL('./site-server.ts', import.meta.url));
