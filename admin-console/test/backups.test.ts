import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCREENSHOT_DIR } from '@tow/e2e/browser';
import { describe, expect, it } from 'vitest';
import { waitForBackupRegion } from './support/backup-region.ts';
import { expectAccessible, expectNoHorizontalScroll, expectTapTargets } from './support/checks.ts';
import { consoleSuite } from './support/suite.ts';

// A product of this file's own, backing itself up every ten seconds into a folder of its own.
const suite = consoleSuite({
  productEnv: async () => ({
    BACKUP_SCHEDULE: '*/10 * * * * *',
    BACKUP_KEEP: '3',
    BACKUP_DIR: mkdtempSync(join(tmpdir(), 'tow-console-backups-')),
  }),
});

describe('the Backups screen (owners)', () => {
  it('shows the last good backup (when, by whom, file, size) and the schedule, on a desk and a phone', async () => {
    const { page } = await suite.visit('/admin/backups');
    await waitForBackupRegion(
      page,
      'Last good backup',
      /towing-(postgres|embedded)-\d{4}-\d{2}-\d{2}T\d{6}Z\.(dump|tar\.gz)/,
    );
    const good = await page.getByRole('region', { name: 'Last good backup' }).textContent();
    expect(good).toContain('Taken bythe schedule');
    expect(good).toMatch(/Size\d+\.\d MB/);
    const schedule = await page.getByRole('region', { name: 'Schedule' }).textContent();
    expect(schedule).toContain('*/10 * * * * * (cron, UK time)');
    expect(schedule).toContain('the newest 3');
    await expect
      .poll(() => page.getByRole('region', { name: 'Last failed backup' }).textContent())
      .toContain('None: every backup so far has worked.');
    expect(await page.getByRole('alert').count()).toBe(0);
    await expectAccessible(page, 'backups screen');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'admin-backups-1280.png'), fullPage: true });

    const phone = await suite.visit('/admin/backups', { width: 390 });
    await phone.page
      .getByRole('region', { name: 'Last good backup' })
      .getByText('.')
      .first()
      .waitFor();
    await expectNoHorizontalScroll(phone.page);
    await expectTapTargets(phone.page);
    await phone.page.screenshot({
      path: join(SCREENSHOT_DIR, 'admin-backups-390.png'),
      fullPage: true,
    });
  }, 120_000);

  it('is linked from the owner’s menu', async () => {
    const { page } = await suite.visit('/admin/');
    await page.getByRole('link', { name: 'Backups' }).first().click();
    await page.getByRole('heading', { name: 'Backups', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/backups');
  });
});
