import { authenticatorCode } from '@tow/server-kit/test-support/authenticator-code';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/checks.ts';
import { signInWithForm } from './support/console.ts';
import { consoleSuite } from './support/suite.ts';
import { inviteMember, TEAM_PASSWORD } from './support/team.ts';

/** Users, two-factor sign-in and the activity log, in Chromium against the real API. */
const suite = consoleSuite();
const RUN = Date.now().toString(36);
const PASSWORD = TEAM_PASSWORD;

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

describe('staff accounts: an owner invites a user, who turns on two factor', () => {
  // One person's way in, step by step: each step needs the one before.
  const email = `tina-${RUN}@example.com`;
  let invitation = '';
  let secret = '';

  it('the owner invites her on the Users screen and is shown her link once', async () => {
    invitation = await invite('Tina Twofactor', email);
  });

  it('she opens the link signed out and sets a password', async () => {
    expect(invitation, 'the invitation step').not.toBe('');
    await accept(invitation);
  });

  it('she signs in with the password and turns on two factor on My account: ten recovery codes', async () => {
    const { page } = await suite.visit('/admin/login', { session: null });
    await signInWithForm(page, email, PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'My account' })
      .click();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel('Code from the app').fill(authenticatorCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByTestId('recovery-codes').getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await expectAccessible(page, 'my account with recovery codes');
    // Staff see no owner links.
    const account = page.getByRole('navigation', { name: 'Account' });
    expect(await account.getByRole('link', { name: 'Users' }).count()).toBe(0);
  });

  it('signing in again, she is asked for a code from her app and gets in with it', async () => {
    expect(secret, 'the two-factor step').not.toBe('');
    const { page } = await suite.visit('/admin/login', { session: null });
    await signInWithForm(page, email, PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }).waitFor();
    await page.locator('input[name="code"]').fill(authenticatorCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it('the owner sees her invitation, acceptance, two factor and sign-ins in Activity', async () => {
    const users = await suite.api.get<{ users: { id: number; email: string }[] }>('/users');
    const tina = users.users.find((user) => user.email === email);
    expect(tina, 'her account').toBeDefined();
    const activity = await suite.visit(`/admin/activity?entity=users&entity_id=${tina?.id}`);
    const log = activity.page.getByRole('list', { name: 'Activity' });
    await expect
      .poll(() => log.textContent())
      .toContain('Tina Twofactor turned on two-step sign-in');
    const text = (await log.textContent()) ?? '';
    expect(text).toContain('invited Tina Twofactor');
    expect(text).toContain('Tina Twofactor accepted their invitation and set a password');
    expect(text).toContain('Tina Twofactor signed in with a two-step sign-in code');
    expect(text).not.toContain(email);
    await expectAccessible(activity.page, 'activity');
  });
});

describe('staff accounts: a staff user', () => {
  it('who opens Users is told only an owner can manage users', async () => {
    // Invited and set up through the API: the steps above go through the screens.
    const { session } = await inviteMember(suite, {
      name: 'Sid Staff',
      email: `sid-${RUN}@example.com`,
      role: 'staff',
    });
    const { page } = await suite.visit('/admin/users', { session });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Only an owner can manage users. Ask an owner of this console.' })
      .waitFor();
    expect(await page.getByRole('form', { name: 'Invite a user' }).count()).toBe(0);
    await expectAccessible(page, 'users screen as staff');
  });
});

describe('staff accounts: a crew member', () => {
  it('the owner invites them as Crew on the Users screen, and the list says Crew', async () => {
    const email = `cody-${RUN}@example.com`;
    const { page } = await suite.visit('/admin/users');
    const form = page.getByRole('form', { name: 'Invite a user' });
    await form.getByLabel('Name').fill('Cody Crew');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Role').selectOption('crew');
    await form.getByRole('button', { name: 'Invite' }).click();
    await page.getByTestId('invitation-link').waitFor();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect.poll(() => row.getByRole('cell').nth(2).textContent()).toBe('Crew');
    const { users } = await suite.api.get<{ users: { email: string; role: string }[] }>('/users');
    expect(users.find((user) => user.email === email)?.role).toBe('crew');
  });
});
