import type { Locator, Page } from 'playwright-core';
import { recordBanners } from './banners.ts';
import type { ConsoleSuite, VisitOptions } from './suite.ts';

/**
 * Opens a console screen and waits for its heading (`level 1`); every banner it shows from then
 * on is recorded (bannerText).
 */
export async function openScreen(
  suite: ConsoleSuite,
  path: string,
  heading: string,
  options: VisitOptions = {},
): Promise<Page> {
  const open = await suite.visit(path, options);
  await open.page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await recordBanners(open.page);
  return open.page;
}

/** The table row (desktop) holding `text`, e.g. a record's name. */
export function rowWith(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

/** The dialog named `name`, e.g. "Add Service". */
export function dialogNamed(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name });
}

/** Clicks the Edit button of the row holding `rowText` and waits for its dialog, `title`. */
export async function openEditor(page: Page, rowText: string, title: string): Promise<Locator> {
  await rowWith(page, rowText)
    .getByRole('button', { name: `Edit ${rowText}` })
    .click();
  const dialog = dialogNamed(page, title);
  await dialog.waitFor();
  return dialog;
}
