import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';

/**
 * What a new process loads for `modules`: every module's URL, read by a resolve hook. Nothing is
 * started: importing a module runs only its top level (the job thread's entry throws outside a
 * worker, after its imports are loaded).
 */
function loadedBy(modules: string[]): string[] {
  const script = `
    import { registerHooks } from 'node:module';
    const urls = [];
    registerHooks({ resolve: (specifier, context, next) => { const r = next(specifier, context); urls.push(r.url); return r; } });
    for (const module of ${JSON.stringify(modules.map((m) => new URL(`../src/${m}`, import.meta.url).href))}) {
      await import(module).catch(() => {});
    }
    console.log(JSON.stringify(urls));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[];
}

// libvips is about 20 MB resident in each process that loads it, PGlite's module 7 MB in each
// thread: most replicas never read a photo, and one on PostgreSQL never runs the embedded database.
it('a replica and its job thread load neither the image library nor the embedded database until they need one', () => {
  const loaded = loadedBy(['runtime.ts', 'jobs/job-thread-entry.ts']);
  expect(loaded.some((url) => url.endsWith('/api/src/app.ts'))).toBe(true);
  expect(
    loaded.filter((url) => /\/node_modules\/(sharp|@img|@electric-sql\/pglite)\//.test(url)),
  ).toEqual([]);
});
