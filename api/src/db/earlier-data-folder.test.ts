import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { earlierDataFolder } from './earlier-data-folder.ts';

const root = mkdtempSync(join(tmpdir(), 'towing-folders-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function folder(name: string, withDatabase: boolean): string {
  const path = join(root, name);
  mkdirSync(path, { recursive: true });
  if (withDatabase) writeFileSync(join(path, 'PG_VERSION'), '17\n');
  return path;
}

describe('an embedded database left in an earlier folder', () => {
  it('is named when the configured folder has no database yet', () => {
    const earlier = folder('infra-data', true);
    expect(earlierDataFolder(folder('new-data', false), [earlier])).toBe(earlier);
  });

  it('is not named once the configured folder holds a database', () => {
    const earlier = folder('api-data', true);
    expect(earlierDataFolder(folder('current-data', true), [earlier])).toBeUndefined();
  });

  it('is not named when no earlier folder holds one, or for a database in memory', () => {
    expect(earlierDataFolder(folder('fresh', false), [folder('empty', false)])).toBeUndefined();
    expect(earlierDataFolder('memory://', [folder('old', true)])).toBeUndefined();
  });
});
