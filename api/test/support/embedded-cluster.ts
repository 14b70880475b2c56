import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * A new embedded cluster, as PGlite makes it (its initdb), kept as a tar so that each test file's
 * database starts from a copy instead of running initdb again (about a second of CPU a file).
 * Still empty: each file's API migrates its own database, as a first start does. One file per
 * checkout and PGlite version, made by the global setup before any worker starts.
 */
const checkout = createHash('sha256')
  .update(fileURLToPath(new URL('../..', import.meta.url)))
  .digest('hex')
  .slice(0, 12);
// The package exports no package.json: read it beside its entry point.
const pgliteVersion: string = JSON.parse(
  readFileSync(
    join(
      dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
      '../package.json',
    ),
    'utf8',
  ),
).version;
const CLUSTER_FILE = join(tmpdir(), `tow-api-test-pglite-${pgliteVersion}-${checkout}.tar`);

/** vitest global setup: writes the cluster file unless this checkout has it for this PGlite. */
export default async function setup(): Promise<void> {
  if (await stat(CLUSTER_FILE).catch(() => null)) return;
  const cluster = await PGlite.create('memory://');
  const files = await cluster.dumpDataDir('none');
  await cluster.close();
  // Written aside and renamed: a worker (or a second run) never reads half a file.
  const partial = `${CLUSTER_FILE}.${process.pid}`;
  await writeFile(partial, Buffer.from(await files.arrayBuffer()));
  await rename(partial, CLUSTER_FILE);
}

/** The cluster's files, for `openDatabase({ initialFiles })`. */
export async function embeddedClusterFiles(): Promise<Blob> {
  return new Blob([await readFile(CLUSTER_FILE)]);
}
