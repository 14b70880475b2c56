import { closeSync, openSync, readdirSync, readFileSync, readSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** Which database a backup file holds: PostgreSQL's (pg_dump) or the embedded one's (PGlite). */
export type BackupKind = 'postgres' | 'embedded';

const EXTENSION: Record<BackupKind, string> = { postgres: '.dump', embedded: '.tar.gz' };
const NAME = /^towing-(postgres|embedded)-\d{4}-\d{2}-\d{2}T\d{6}Z\.(dump|tar\.gz)$/;

/** `towing-postgres-2026-11-27T093015Z.dump`: what it holds and when it was taken (UTC). */
export function backupFileName(kind: BackupKind, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '');
  return `towing-${kind}-${stamp}${EXTENSION[kind]}`;
}

/** The backups of `kind` in `dir`, oldest first (the time in the name sorts as text). */
export function listBackupFiles(dir: string, kind: BackupKind): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((name) => NAME.exec(name)?.[1] === kind).sort();
}

/** Deletes the oldest backups of `kind` in `dir` beyond the newest `keep`; answers their names. */
export function pruneBackupFiles(dir: string, kind: BackupKind, keep: number): string[] {
  const files = listBackupFiles(dir, kind);
  const old = files.slice(0, Math.max(0, files.length - keep));
  for (const name of old) rmSync(join(dir, name), { force: true });
  return old;
}

function firstBytes(path: string, count: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const read = readSync(fd, buffer, 0, count, 0);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** The names of a tar archive's entries (512-byte headers, each followed by its data). */
function tarEntryNames(tar: Buffer): string[] {
  const names: string[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    if (name === '') break;
    const size = Number.parseInt(header.subarray(124, 136).toString('ascii').trim(), 8) || 0;
    names.push(name);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

/**
 * What `path` holds, from its content rather than its name: a pg_dump custom-format archive
 * starts with `PGDMP`; the embedded database's backup is a gzipped tar of a PostgreSQL data
 * folder (PG_VERSION at its top). A gzip file that cannot be read whole: `damaged`. Anything
 * else: `unknown`.
 */
export function detectBackupKind(path: string): BackupKind | 'damaged' | 'unknown' {
  const head = firstBytes(path, 5);
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] !== 0x1f || head[1] !== 0x8b) return 'unknown';
  let names: string[];
  try {
    names = tarEntryNames(gunzipSync(readFileSync(path)));
  } catch {
    // A gzip that ends early or does not add up: a backup cut short, or another damaged file.
    return 'damaged';
  }
  return names.some((name) => name.replace(/^\/+/, '') === 'PG_VERSION') ? 'embedded' : 'unknown';
}
