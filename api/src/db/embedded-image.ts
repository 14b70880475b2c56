import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { REPOSITORY_ROOT } from '@tow/server-kit/repository-root';
import { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { z } from 'zod';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import { PGliteDialect } from './pglite-dialect.ts';

/**
 * The embedded database's image: a cluster made by `npm run build` (PGlite's initdb, then every
 * migration; no seed, no secret, no user), saved with PGlite's dumpDataDir. A new data folder
 * starts from it (loadDataDir) instead of running initdb, which is most of a first start's time;
 * migrations newer than the image then run as usual. Build output, never committed.
 *
 * Beside the tarball, `<image>.json` says what it holds. The image is used only when that was
 * made by this PGlite version, its migrations are the first of today's in order, and the tarball
 * is the one it describes; otherwise a new folder goes through initdb as before.
 */
export const BUILT_IMAGE = join(REPOSITORY_ROOT, 'api', 'dist', 'embedded-db.tar.gz');

const ImageManifest = z.object({
  pglite: z.string(),
  migrations: z.array(z.string()),
  sha256: z.string(),
});
type ImageManifest = z.infer<typeof ImageManifest>;

const PGLITE_VERSION = (
  JSON.parse(
    readFileSync(new URL('../package.json', import.meta.resolve('@electric-sql/pglite')), 'utf8'),
  ) as { version: string }
).version;

const manifestPath = (image: string) => `${image}.json`;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** Kysely runs migrations in name order. */
const namesOf = (list: Record<string, Migration>) => Object.keys(list).sort();

function readManifest(image: string): ImageManifest | undefined {
  try {
    return ImageManifest.parse(JSON.parse(readFileSync(manifestPath(image), 'utf8')));
  } catch {
    return undefined;
  }
}

/** The image's tarball when it can start a new folder under today's migrations `list`. */
export function readEmbeddedImage(
  image: string,
  list: Record<string, Migration> = migrations,
): Blob | undefined {
  const manifest = readManifest(image);
  if (manifest?.pglite !== PGLITE_VERSION) return undefined;
  const names = namesOf(list);
  if (!manifest.migrations.every((name, i) => names[i] === name)) return undefined;
  let tarball: Uint8Array;
  try {
    tarball = readFileSync(image);
  } catch {
    return undefined;
  }
  if (sha256(tarball) !== manifest.sha256) return undefined;
  return new Blob([tarball]);
}

/** Writes through a temporary name, so a reader never sees half a file. */
function writeWhole(path: string, bytes: Uint8Array | string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
}

/**
 * Makes the image at `image` from `list` (every migration unless told), unless an image of
 * exactly that list and PGlite version is already there. Answers whether it built one.
 */
export async function buildEmbeddedImage(
  image: string,
  list: Record<string, Migration> = migrations,
): Promise<boolean> {
  const names = namesOf(list);
  const current = readManifest(image);
  if (
    current?.migrations.join('\n') === names.join('\n') &&
    readEmbeddedImage(image, list) !== undefined
  ) {
    return false;
  }
  const client = await PGlite.create('memory://');
  const db = new Kysely<unknown>({ dialect: new PGliteDialect(client) });
  try {
    await migrateToLatest(db, list);
    // Everything in the data files, so the copy starts without replaying the WAL.
    await client.exec('checkpoint');
    const tarball = new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
    mkdirSync(dirname(image), { recursive: true });
    // A build stopped between the two leaves a manifest whose hash the tarball does not match.
    writeWhole(image, tarball);
    const manifest: ImageManifest = {
      pglite: PGLITE_VERSION,
      migrations: names,
      sha256: sha256(tarball),
    };
    writeWhole(manifestPath(image), `${JSON.stringify(manifest, null, 2)}\n`);
  } finally {
    await db.destroy();
  }
  return true;
}
