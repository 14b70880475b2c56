import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Where the API's behaviour lives: a route reads the call and answers; what a request's life
 * writes (history, live events, jobs) is the lifecycle module's (src/callback-requests/), and
 * queries are the repositories' (src/db/repositories/).
 */
const SRC = join(import.meta.dirname, '..', 'src');
const ROUTES = join(SRC, 'routes');
/** The live stream's own route passes events on to the consoles: it is their reader. */
const LIVE_STREAM = join(ROUTES, 'events');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** `file:line text` of every line of the route files (the live stream's aside) matching `pattern`. */
function routeLines(pattern: RegExp): string[] {
  return filesUnder(ROUTES)
    .filter((file) => !file.startsWith(LIVE_STREAM))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          pattern.test(line) ? [`${relative(SRC, file)}:${index + 1} ${line.trim()}`] : [],
        ),
    );
}

describe('the API source', () => {
  it('routes never write history, live events or jobs themselves', () => {
    expect(
      routeLines(/from '(\.\.\/)+(events|jobs)\/|repositories\/callback-request-history/),
    ).toEqual([]);
  });

  it('routes run no query of their own: queries live in the repositories', () => {
    expect(routeLines(/\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/)).toEqual([]);
  });
});
