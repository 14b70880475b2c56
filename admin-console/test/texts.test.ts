import { join } from 'node:path';
import { SCREENSHOT_DIR } from '@tow/e2e/browser';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectNoHorizontalScroll, expectTapTargets } from './support/checks.ts';
import { submitRequest } from './support/submit-request.ts';
import { textingConsoleSuite } from './support/texting-suite.ts';

const { suite, stand, driverTexts } = textingConsoleSuite();

let phoneCounter = 0;
async function driverRequest(
  delivered = true,
): Promise<{ id: number; reference: string; phone: string; status_url: string }> {
  const phone = `07700 9006${String(++phoneCounter).padStart(2, '0')}`;
  const request = await submitRequest(suite.baseUrl, {
    name: 'Tariq Text',
    phone,
    location: 'M42 J6, Birmingham Airport',
    service_type: 'Breakdown Recovery',
    urgency: 'high',
  });
  if (delivered) await stand().waitFor((t) => t.body.includes(request.reference));
  return { ...request, phone: `+44${phone.replace(/\s/g, '').slice(1)}` };
}

describe('texts with the driver in the console', () => {
  it('shows the driver’s reply on the open request at once, and sends what staff type', async () => {
    const request = await driverRequest();
    const { page } = await suite.visit(`/admin/callbacks/${request.id}`);
    const texts = page.getByTestId('texts');
    await texts.getByText(request.reference, { exact: false }).waitFor();

    await driverTexts(request.phone, 'Hazards on, by the blue barrier');
    const reply = texts.locator('li[data-direction="inbound"]');
    await reply.getByText('Hazards on, by the blue barrier').waitFor();
    expect(await reply.textContent()).toContain('From the driver');

    const compose = page.getByLabel('Text the driver');
    await compose.fill('A flatbed is 20 minutes away. Stay behind the barrier.');
    await page.getByRole('button', { name: 'Send text' }).click();
    await texts.getByText('A flatbed is 20 minutes away.', { exact: false }).waitFor();
    expect(await compose.inputValue()).toBe('');
    const sent = await stand().waitFor((t) => t.body.startsWith('A flatbed is 20 minutes away'));
    expect(sent.to).toBe(request.phone);
    await expectAccessible(page, 'a request with its texts');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'admin-request-texts-1280.png') });
  });

  it('marks the bell when a driver texts while staff are on another screen', async () => {
    const request = await driverRequest();
    const { page } = await suite.visit('/admin');
    await driverTexts(request.phone, 'Are you still coming?');
    const bell = page.getByRole('link', { name: /a new text from drivers/ });
    await bell.waitFor();
    await page.getByTestId('unread-texts').waitFor();
    await bell.click();
    await page.getByTestId('texts').getByText('Are you still coming?').waitFor();
    await page.getByTestId('unread-texts').waitFor({ state: 'detached' });
  });

  it('fits a phone: the conversation and the compose box at 390 px', async () => {
    const request = await driverRequest();
    await driverTexts(request.phone, 'Thanks, I can see the truck');
    const { page } = await suite.visit(`/admin/callbacks/${request.id}`, { width: 390 });
    await page.getByTestId('texts').getByText('Thanks, I can see the truck').waitFor();
    await expectNoHorizontalScroll(page);
    await expectTapTargets(page, '[role="dialog"] button');
    await page.getByRole('heading', { name: 'Texts with the driver' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'admin-request-texts-390.png') });
  });

  it('shows in red on the request when the first text did not reach the driver', async () => {
    stand().refuseWith(400, 21614, "'To' number is not a valid mobile number");
    try {
      const request = await driverRequest(false);
      const { page } = await suite.visit(`/admin/callbacks/${request.id}`);
      const warning = page.getByTestId('first-text-failed');
      await warning.waitFor();
      expect(await warning.textContent()).toContain('call them instead');
      const failed = page.locator('li[data-status="failed"]');
      expect(await failed.textContent()).toContain('21614');
    } finally {
      stand().acceptAgain();
    }
  });

  it('tells the driver on their status page that updates come by text', async () => {
    const request = await driverRequest();
    const page = await suite.browser.newPage({ baseURL: suite.baseUrl });
    try {
      await page.goto(request.status_url);
      const updates = page.getByTestId('text-updates');
      await updates.waitFor();
      expect(await updates.textContent()).toContain('by text');
    } finally {
      await page.close();
    }
  });

  it('sends a test text from the dashboard and says where it went', async () => {
    const { page } = await suite.visit('/admin');
    expect(await page.getByTestId('alerts-sms').textContent()).toContain('working');
    await page.getByLabel('Your mobile').fill('07700 900699');
    await page.getByRole('button', { name: 'Send test text' }).click();
    await page.getByTestId('test-text-result').getByText('+447700900699').waitFor();
    await stand().waitFor((t) => t.to === '+447700900699' && t.body.includes('test text'));
  });
});
