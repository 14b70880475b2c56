import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stylesheetOrder } from '../src/page-table.ts';

/**
 * The folder rules of src/ (README "Where things are"), checked on the import statements: a page
 * folder under routes/ is self-contained, and what several pages share does not reach back into
 * a page or the layout. A page that needs another page's piece moves that piece to shared/.
 */
const SRC = join(import.meta.dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : [];
  });
}

/** The files under src/ that `file` imports by a relative path, as paths relative to src/. */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/\b(?:from|import)\s+'(\.{1,2}\/[^']+)'/g)].map((m) =>
    relative(SRC, resolve(dirname(file), m[1] ?? ''))
      .split(sep)
      .join('/'),
  );
}

const files = sourceFiles(SRC)
  .filter((file) => !file.endsWith('.css'))
  .map((file) => ({
    file: relative(SRC, file).split(sep).join('/'),
    imports: localImports(file),
  }));

describe('the folders of the public site', () => {
  it('finds the source files it checks', () => {
    expect(files.filter((f) => f.file.startsWith('routes/')).length).toBeGreaterThan(20);
  });

  it('a page folder imports nothing from another page folder', () => {
    const crossings = files.flatMap(({ file, imports }) => {
      const page = /^routes\/([^/]+)\//.exec(file)?.[1];
      if (!page) return [];
      return imports
        .filter(
          (target) => /^routes\/[^/]+\//.test(target) && !target.startsWith(`routes/${page}/`),
        )
        .map((target) => `${file} → ${target}`);
    });
    expect(crossings).toEqual([]);
  });

  it('shared/, data/ and lib/ import nothing from a page or the layout', () => {
    const upward = files.flatMap(({ file, imports }) =>
      /^(shared|data|lib)\//.test(file)
        ? imports.filter((t) => /^(routes|layout)\//.test(t)).map((t) => `${file} → ${t}`)
        : [],
    );
    expect(upward).toEqual([]);
  });
});

describe('the stylesheets of the public site', () => {
  it('the page table names every stylesheet under src/, once, so the browser build emits them all', () => {
    const stylesheets = sourceFiles(SRC)
      .filter((file) => file.endsWith('.css'))
      .map((file) => relative(SRC, file).split(sep).join('/'));
    const listed = stylesheetOrder();
    expect(stylesheets.length).toBeGreaterThan(10);
    expect([...listed].sort()).toEqual([...stylesheets].sort());
  });
});
