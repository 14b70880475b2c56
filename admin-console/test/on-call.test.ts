import { saveScreenshot } from '@tow/e2e/browser';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectNoHorizontalScroll } from './support/checks.ts';
import { consoleSuite } from './support/suite.ts';

/** The On call screen: an owner edits the rota and sees who is on call now, on a phone and a desk. */
const suite = consoleSuite();

/** Today's weekday in the UK, as the Weekday select names it. */
function ukWeekdayToday(): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Europe/London' }).format(
    new Date(),
  );
}

async function clearRota() {
  await suite.api.send('PUT', '/on-call', { shifts: [], overrides: [] });
}

async function adminName(): Promise<string> {
  return (await suite.api.get<{ user: { name: string } }>('/me')).user.name;
}

describe.each([390, 1280])('the On call screen at %i px', (width) => {
  it('an owner adds today’s shift, saves it, and sees themselves on call now', async () => {
    await clearRota();
    const name = await adminName();
    const { page } = await suite.visit('/admin/on-call', { width });
    const now = page.getByTestId('on-call-now');
    await expect.poll(() => now.textContent()).toBe('Nobody is on call now.');

    await page.getByRole('button', { name: 'Add shift' }).click();
    const shift = page.getByRole('group', { name: 'Shift 1' });
    await shift.getByLabel('Weekday').selectOption({ label: ukWeekdayToday() });
    await shift.getByLabel('Start').fill('00:00');
    await shift.getByLabel('End').fill('00:00');
    await shift.getByLabel('Primary').selectOption({ label: name });
    await page.getByRole('button', { name: 'Save rota' }).click();

    await expect
      .poll(() => page.getByTestId('status-banner').textContent())
      .toContain('On-call rota saved');
    await expect.poll(() => now.textContent()).toBe(`On call now: ${name} (primary), no backup`);
    const stored = await suite.api.get<{ shifts: { start: string; end: string }[] }>('/on-call');
    expect(stored.shifts).toMatchObject([{ start: '00:00', end: '00:00', backup_user_id: null }]);

    await expectAccessible(page, `on call at ${width}`);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, '/admin/on-call', width);
  });

  it('a refused save shows the API’s message on the row at fault and keeps the rows', async () => {
    suite.allowProblems(/Failed to load resource.*422/);
    await clearRota();
    const name = await adminName();
    const { page } = await suite.visit('/admin/on-call', { width });
    await page.getByRole('button', { name: 'Add shift' }).click();
    const shift = page.getByRole('group', { name: 'Shift 1' });
    await shift.getByLabel('Primary').selectOption({ label: name });
    await shift.getByLabel('Backup').selectOption({ label: name });
    await page.getByRole('button', { name: 'Save rota' }).click();

    const message = 'The backup must be someone other than the primary';
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(message);
    expect(await shift.getByLabel('Backup').getAttribute('aria-invalid')).toBe('true');
    expect((await suite.api.get<{ shifts: unknown[] }>('/on-call')).shifts).toEqual([]);
  });
});
