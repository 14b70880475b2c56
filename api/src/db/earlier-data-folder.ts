import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '@tow/server-kit/repository-root';

/** Where a relative DATA_DIR landed before it was taken from the repository root. */
const EARLIER_FOLDERS = ['infra/data', 'api/data'].map((folder) => join(REPOSITORY_ROOT, folder));

const holdsDatabase = (folder: string) => existsSync(join(folder, 'PG_VERSION'));

/**
 * An embedded database an earlier version kept in a workspace's folder, when `dataDir` has none
 * yet: starting on a new empty folder would look like losing every request, so the owner is told.
 */
export function earlierDataFolder(
  dataDir: string,
  earlierFolders: readonly string[] = EARLIER_FOLDERS,
): string | undefined {
  if (dataDir.startsWith('memory://') || holdsDatabase(dataDir)) return undefined;
  return earlierFolders.find((folder) => folder !== dataDir && holdsDatabase(folder));
}
