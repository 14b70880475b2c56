import { saveScreenshot } from '@tow/e2e/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deleteQuestion, type EntityMessages } from '../../src/lib/messages.ts';
import { bannerText, recordBanners } from './banners.ts';
import { expectAccessible, expectNoHorizontalScroll, expectTapTargets } from './checks.ts';
import type { ConsoleSuite } from './suite.ts';

/** A content list screen as describeListScreen() drives it. */
export interface ListScreenSpec<Record extends { id: number; is_active?: boolean }> {
  /** The screen's address, e.g. `/admin/locations`. */
  readonly path: string;
  /** Its page heading and sidebar link, e.g. `Locations`. */
  readonly heading: string;
  /** The accessible name of its table and of its cards on a phone, e.g. `Locations`. */
  readonly listName: string;
  /** Its search box's label, e.g. `Search locations`. */
  readonly search: string;
  /** Its API collection under /api, e.g. `/locations`. */
  readonly api: string;
  /** Its texts of spec section 8, with the toggle's where it has one. */
  readonly messages: EntityMessages & {
    readonly activated?: string;
    readonly deactivated?: string;
    readonly statusFailed?: string;
  };
  /** The Add button and the title of its dialog, e.g. `Add Location`. */
  readonly add: string;
  /** Makes a record for a test through the API; `what` tells the tests' records apart. */
  create(what: string): Promise<Record>;
  /** The record as stored now, or undefined once deleted. */
  find(record: Record): Promise<Record | undefined>;
  /** The text its row shows and its row buttons name it by (`Delete <label>`). */
  label(record: Record): string;
  /** The name of a row button, when not `<action> <label>`. */
  actionName?(action: 'Delete', record: Record): string;
  /** An inline button flips `is_active`, sending the whole record (spec section 4). */
  readonly activeToggle?: boolean;
  /** What the 44 px check covers (see expectTapTargets). */
  readonly tapTargets?: { readonly selector?: string; readonly heightOnly?: boolean };
  /** Waits for what the screen shows beyond its heading, e.g. its figures. */
  ready?(page: Page): Promise<void>;
}

const FAILED_CALL = /Failed to load resource.*500/;

/**
 * What every content list screen of the console does, one test each: delete behind a confirm
 * dialog, the spec's delete and load failure texts, the inline active toggle and its failure
 * (where the screen has one), and at 390 and 1280 px axe, no sideways scroll, 44 px tap targets,
 * cards on a phone and a table on a desktop, the Add dialog, screenshots. A screen's own file
 * keeps what is its own (its form, search fields, flags).
 */
export function describeListScreen<Record extends { id: number; is_active?: boolean }>(
  suite: ConsoleSuite,
  spec: ListScreenSpec<Record>,
): void {
  const { messages } = spec;
  const actionName = (action: 'Delete' | 'Activate' | 'Deactivate', record: Record) =>
    action === 'Delete' && spec.actionName
      ? spec.actionName(action, record)
      : `${action} ${spec.label(record)}`;

  /** The screen with `record` alone in its list (searched for), its banners recorded. */
  async function visit(record: Record, width = 1280): Promise<Page> {
    const { page } = await suite.visit(spec.path, { width });
    await page.getByRole('heading', { level: 1, name: spec.heading }).waitFor();
    await spec.ready?.(page);
    await recordBanners(page);
    await page.getByLabel(spec.search).fill(spec.label(record));
    return page;
  }

  const button = (page: Page, action: 'Delete' | 'Activate' | 'Deactivate', record: Record) =>
    page.getByRole('button', { name: actionName(action, record), exact: true });

  describe(`${spec.heading}: what every list screen does`, () => {
    it('deletes after a confirm dialog that passes axe; Cancel keeps the record', async () => {
      const record = await spec.create('to delete');
      const page = await visit(record);
      await button(page, 'Delete', record).click();
      const confirm = page.getByRole('dialog', { name: deleteQuestion(messages.thing) });
      await confirm.waitFor();
      await expectAccessible(page, 'the delete confirmation');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect(await spec.find(record)).toBeDefined();

      await button(page, 'Delete', record).click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      expect(await bannerText(page)).toBe(messages.deleted);
      expect(await spec.find(record)).toBeUndefined();
    });

    it(`says the spec's delete failure text and keeps the record when the delete fails`, async () => {
      const record = await spec.create('delete fails');
      const page = await visit(record);
      suite.allowProblems(FAILED_CALL);
      await page.route(`**/api${spec.api}/${record.id}`, (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 500, json: { success: false } })
          : route.fallback(),
      );
      await button(page, 'Delete', record).click();
      await page
        .getByRole('dialog', { name: deleteQuestion(messages.thing) })
        .getByRole('button', { name: 'Delete' })
        .click();
      expect(await bannerText(page)).toBe(messages.deleteFailed);
      expect(await spec.find(record)).toBeDefined();
    });

    it(`says the spec's load failure text when the list cannot load`, async () => {
      // The dashboard first, then the list call answers 500 and the sidebar opens the screen.
      const { page } = await suite.visit('/admin');
      suite.allowProblems(FAILED_CALL);
      await page.route(`**/api${spec.api}`, (route) =>
        route.fulfill({ status: 500, json: { success: false } }),
      );
      await page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: spec.heading, exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: spec.heading }).waitFor();
      await page.getByRole('alert').filter({ hasText: messages.loadFailed }).waitFor();
    });

    if (spec.activeToggle) {
      it('toggles is_active inline, sending the whole record, with the spec messages', async () => {
        const record = await spec.create('to toggle');
        const page = await visit(record);
        const sent: unknown[] = [];
        page.on('request', (request) => {
          if (request.method() === 'PUT') sent.push(request.postDataJSON());
        });
        await button(page, 'Deactivate', record).click();
        expect(await bannerText(page)).toBe(messages.deactivated);
        await button(page, 'Activate', record).waitFor();
        const {
          created_at: _c,
          updated_at: _u,
          ...fields
        } = record as Record & {
          created_at?: string;
          updated_at?: string;
        };
        expect(sent[0]).toMatchObject({ ...fields, is_active: false });
        expect(await spec.find(record)).toMatchObject({ ...fields, is_active: false });

        await button(page, 'Activate', record).click();
        expect(await bannerText(page)).toBe(messages.activated);
        await expect.poll(async () => (await spec.find(record))?.is_active).toBe(true);
      });

      it(`says the spec's status failure text when the toggle fails, and changes nothing`, async () => {
        const record = await spec.create('toggle fails');
        const page = await visit(record);
        suite.allowProblems(FAILED_CALL);
        await page.route(`**/api${spec.api}/${record.id}`, (route) =>
          route.fulfill({ status: 500, json: { success: false } }),
        );
        await button(page, 'Deactivate', record).click();
        expect(await bannerText(page)).toBe(messages.statusFailed);
        expect((await spec.find(record))?.is_active).toBe(true);
      });
    }
  });

  describe.each([390, 1280] as const)(`${spec.heading} at %i px`, (width) => {
    it('passes axe with no sideways scroll and 44 px tap targets, its Add dialog too; screenshots', async () => {
      const record = await spec.create(`layout ${width}`);
      const { page } = await suite.visit(spec.path, { width });
      await page.getByRole('heading', { level: 1, name: spec.heading }).waitFor();
      await spec.ready?.(page);
      if (width < 768) {
        // Cards on a phone, no table.
        expect(await page.getByRole('table').count()).toBe(0);
        await page
          .getByRole('list', { name: spec.listName })
          .locator('> li')
          .filter({ hasText: spec.label(record) })
          .waitFor();
      } else {
        await page
          .getByRole('table', { name: spec.listName })
          .getByRole('row')
          .filter({ hasText: spec.label(record) })
          .waitFor();
      }
      await expectAccessible(page, `${spec.path} at ${width} px`);
      await expectNoHorizontalScroll(page);
      await expectTapTargets(page, spec.tapTargets?.selector, {
        heightOnly: spec.tapTargets?.heightOnly ?? false,
      });
      await saveScreenshot(page, spec.path, width);

      await page.getByRole('button', { name: spec.add }).click();
      await page.getByRole('dialog', { name: spec.add }).waitFor();
      await expectAccessible(page, `the ${spec.add} dialog at ${width} px`);
      await saveScreenshot(page, `${spec.path}/form`, width);
    });
  });
}
