import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

export interface Import {
  /** The importing file, relative to the repository root. */
  file: string;
  line: number;
  specifier: string;
}

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'artifacts', 'data', '.ssr-cache']);
// `from '…'`, `import '…'`, `import('…')` and `require('…')`: every way a module names another.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"`])([^'"`\n]+)\1/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** Every module specifier written in the source files of `workspace` (a folder of `root`). */
export function importsOf(root: string, workspace: string): Import[] {
  return sourceFiles(join(root, workspace)).flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    return [...text.matchAll(SPECIFIER)].map((match) => ({
      file: relative(root, path),
      line: text.slice(0, match.index).split('\n').length,
      specifier: match[2] as string,
    }));
  });
}

/**
 * The workspace folder a specifier reaches: the package's folder for `@tow/<name>`, the folder
 * the relative path lands in otherwise; null for a third-party package or a Node built-in.
 */
export function workspaceReached(root: string, from: Import): string | null {
  const ours = /^@tow\/([^/]+)/.exec(from.specifier);
  if (ours) return packageFolders(root).get(ours[1] as string) ?? `@tow/${ours[1]}`;
  if (!from.specifier.startsWith('.')) return null;
  const target = relative(root, resolve(root, from.file, '..', from.specifier));
  return target.startsWith('..') ? '(outside the repository)' : (target.split(sep)[0] ?? null);
}

/**
 * The repository path a specifier of ours reaches: `<folder>/<subpath>` for `@tow/<name>/<subpath>`,
 * the resolved path for a relative one; '' for a third-party package or a Node built-in.
 */
export function pathReached(root: string, from: Import): string {
  const ours = /^@tow\/([^/]+)(\/.*)?$/.exec(from.specifier);
  if (ours)
    return `${packageFolders(root).get(ours[1] as string) ?? `@tow/${ours[1]}`}${ours[2] ?? ''}`;
  if (!from.specifier.startsWith('.')) return '';
  return relative(root, resolve(root, from.file, '..', from.specifier))
    .split(sep)
    .join('/');
}

let folders: Map<string, string> | undefined;

/** `@tow/<name>` → its folder, from the root package.json's workspaces. */
function packageFolders(root: string): Map<string, string> {
  if (folders) return folders;
  const workspaces: string[] = JSON.parse(
    readFileSync(join(root, 'package.json'), 'utf8'),
  ).workspaces;
  folders = new Map(
    workspaces.map((folder) => {
      const name: string = JSON.parse(
        readFileSync(join(root, folder, 'package.json'), 'utf8'),
      ).name;
      return [name.replace(/^@tow\//, ''), folder];
    }),
  );
  return folders;
}
