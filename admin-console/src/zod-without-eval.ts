import { config } from 'zod';

// The console's Content-Security-Policy forbids eval; without this, zod probes for it with
// `new Function` on its first parse, which the browser reports as a policy violation. Imported
// first by main.tsx, before any module that builds or parses a schema.
config({ jitless: true });
