import { runWithCompileCache } from '@tow/server-kit/compile-cache';

/** An API replica on its own (api-server.ts). */
await runWithCompileCache(new URL('./api-server.ts', import.meta.url));
