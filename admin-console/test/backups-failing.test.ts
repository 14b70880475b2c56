import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCREENSHOT_DIR } from '@tow/e2e/browser';
import { describe, expect, it } from 'vitest';
import { waitForBackupRegion } from './support/backup-region.ts';
import { expectAccessible } from './support/checks.ts';
import { consoleSuite } from './support/suite.ts';

// A product of this file's own whose backups cannot be written: a file stands where the folder
// should be, as a disk mounted read-only or a wrong path would do.
const suite = consoleSuite({
  productEnv: async () => {
    const blocked = join(mkdtempSync(join(tmpdir(), 'tow-console-backups-')), 'not-a-folder');
    writeFileSync(blocked, 'a file where the backups folder should be\n');
    return { BACKUP_SCHEDULE: '*/10 * * * * *', BACKUP_DIR: join(blocked, 'backups') };
  },
});

describe('the Backups screen when backups fail', () => {
  it('warns the owner at the top and shows the error of the last failed backup', async () => {
    const { page } = await suite.visit('/admin/backups');
    await waitForBackupRegion(page, 'Last failed backup', 'ENOTDIR');
    expect(await page.getByRole('alert').textContent()).toBe(
      'No backup has worked yet: see why below. Until one does, losing the server loses everything.',
    );
    expect(await page.getByRole('region', { name: 'Last good backup' }).textContent()).toContain(
      'None yet.',
    );
    await expectAccessible(page, 'backups screen, failing');
    await page.screenshot({
      path: join(SCREENSHOT_DIR, 'admin-backups-failing-1280.png'),
      fullPage: true,
    });
    const phone = await suite.visit('/admin/backups', { width: 390 });
    await phone.page.getByRole('alert').waitFor();
    await phone.page.getByText('ENOTDIR').waitFor();
    await phone.page.screenshot({
      path: join(SCREENSHOT_DIR, 'admin-backups-failing-390.png'),
      fullPage: true,
    });
  }, 120_000);
});
