import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/checks.ts';
import { signInWithForm, waitForConsole } from './support/console.ts';
import { consoleSuite } from './support/suite.ts';

/** Users, two-factor sign-in and the activity log, in Chromium against the real API. */
const suite = consoleSuite();
const RUN = Date.now().toString(36);
const PASSWORD = 'violet harbour tractor 91 lantern';

/** The code an authenticator app would show now for `secret`. */
function currentCode(secret: string): string {
  return new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  }).generate();
}

/** The owner invites someone on the Users screen and reads the link shown once. */
async function invite(name: string, email: string): Promise<string> {
  const { page } = await suite.visit('/admin/users');
  const form = page.getByRole('form', { name: 'Invite a user' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Invite' }).click();
  const link = await page.getByTestId('invitation-link').textContent();
  expect(link).toMatch(/\/admin\/invitation\/[\w-]+$/);
  await expect
    .poll(() => page.getByRole('table', { name: 'Users' }).textContent())
    .toContain(email);
  return new URL(link ?? '').pathname;
}

/** The invitee opens the link signed out and sets a password. */
async function accept(path: string) {
  const { page } = await suite.visit(path, { session: null });
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="confirm"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Your password is set.').waitFor();
  await expectAccessible(page, 'invitation page');
}

async function signIn(page: Page, email: string) {
  await page.goto('/admin/login');
  await waitForConsole(page);
  await signInWithForm(page, email, PASSWORD);
}

describe('staff accounts', () => {
  it('an owner invites a user, who accepts, turns on two factor and signs in with it; the owner sees it in Activity', async () => {
    const email = `tina-${RUN}@example.com`;
    await accept(await invite('Tina Twofactor', email));

    // First sign-in: password only, then My account to set up two factor.
    const { page } = await suite.visit('/admin/login', { session: null });
    await signInWithForm(page, email, PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'My account' })
      .click();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel('Code from the app').fill(currentCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByTestId('recovery-codes').getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await expectAccessible(page, 'my account with recovery codes');
    // Staff see no owner links.
    const account = page.getByRole('navigation', { name: 'Account' });
    expect(await account.getByRole('link', { name: 'Users' }).count()).toBe(0);

    // Sign out, and in again: now the code is asked for.
    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, email);
    await page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }).waitFor();
    await page.locator('input[name="code"]').fill(currentCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // The owner's Activity screen shows the invitation, the acceptance and the sign-ins.
    const users = await suite.api.get<{ users: { id: number; email: string }[] }>('/users');
    const tina = users.users.find((user) => user.email === email);
    const activity = await suite.visit(`/admin/activity?entity=users&entity_id=${tina?.id}`);
    const table = activity.page.getByRole('table', { name: 'Activity' });
    await expect.poll(() => table.textContent()).toContain('two factor confirm');
    const text = (await table.textContent()) ?? '';
    expect(text).toContain('accept invitation');
    expect(text).toContain('sign in');
    expect(text).toContain('Tina Twofactor');
    expect(text).toContain('"two_factor"');
    expect(text).not.toContain(email);
    await expectAccessible(activity.page, 'activity');
  });

  it('a staff user who opens Users is told only an owner can manage users', async () => {
    const email = `sid-${RUN}@example.com`;
    await accept(await invite('Sid Staff', email));
    const { page } = await suite.visit('/admin/login', { session: null });
    await signInWithForm(page, email, PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.goto('/admin/users');
    await waitForConsole(page);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Only an owner can manage users. Ask an owner of this console.' })
      .waitFor();
    expect(await page.getByRole('form', { name: 'Invite a user' }).count()).toBe(0);
    await expectAccessible(page, 'users screen as staff');
  });
});
