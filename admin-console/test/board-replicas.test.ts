import { type AdminApi, signInAdmin } from '@tow/e2e/admin-api';
import { type RunningProduct, startProduct } from '@tow/e2e/product';
import {
  createScratchDatabase,
  type ScratchDatabase,
} from '@tow/server-kit/test-support/scratch-database';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { dispatchRecords } from './support/dispatch-records.ts';
import { consoleSuite } from './support/suite.ts';
import { inviteMember } from './support/team.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
// Locally a machine without a PostgreSQL server skips this file; CI must run it.
if (!serverUrl && process.env.CI) {
  throw new Error('The board across replicas needs TEST_DATABASE_URL (a PostgreSQL server)');
}

/**
 * Two replicas of the product on one PostgreSQL database, as a scaled-out deploy runs them: the
 * console is served by replica B and streams its live events from B, while every change is made
 * through replica A. The card still moves at once, without a reload.
 */
describe.skipIf(!serverUrl)('the board with two replicas on one PostgreSQL database', () => {
  let scratch: ScratchDatabase | undefined;
  // Registered first, so run last (after hooks run in reverse): once both replicas have stopped.
  afterAll(() => scratch?.drop());
  // Replica B: the product the console is opened on.
  const suite = consoleSuite({
    productEnv: async () => {
      scratch = await createScratchDatabase(serverUrl ?? '', 'towing_board');
      return { DATABASE_URL: scratch.url };
    },
  });
  let replicaA: RunningProduct | undefined;
  let apiA: AdminApi | undefined;
  const records = dispatchRecords(() => {
    if (!replicaA || !apiA) throw new Error('replica A is not running');
    return { baseUrl: replicaA.baseUrl, api: apiA };
  });

  beforeAll(async () => {
    replicaA = await startProduct('/admin/', { DATABASE_URL: scratch?.url ?? '' });
    apiA = await signInAdmin(replicaA.baseUrl);
  }, 120_000);

  afterAll(async () => {
    await records.removeAll();
    await replicaA?.stop();
  });

  const column = (page: Page, label: string): Locator =>
    page.getByRole('region', { name: new RegExp(`^${label}, \\d+ jobs?$`) });
  const card = (scope: Locator, id: number): Locator =>
    scope.locator(`[data-testid="board-card"][data-request-id="${id}"]`);

  it('a job moved through replica A moves its card in the console served by replica B', async () => {
    const crew = await inviteMember(suite, {
      name: 'Rhys Morgan',
      email: `rhys-${records.run}@example.com`,
      role: 'crew',
    });
    const truck = await records.vehicle({ kind: 'flatbed', name: 'Recovery 2', colour: 'Red' });

    const { page } = await suite.visit('/admin/callbacks');
    await page.getByRole('button', { name: 'Board', exact: true }).click();
    await page.getByTestId('job-board').waitFor();

    const request = await records.request({
      name: 'Megan Price',
      location: 'M5 J1, West Bromwich',
      urgency: 'emergency',
    });
    await card(column(page, 'Pending'), request.id).waitFor();

    const assigned = await records.assign(request, crew.id, truck);
    await card(column(page, 'Assigned'), request.id).getByText('Rhys').waitFor();

    await records.stage(assigned, { stage: 'en_route', eta_minutes: 18 });
    await card(column(page, 'En route'), request.id).getByTestId('board-eta').waitFor();
    await card(column(page, 'Assigned'), request.id).waitFor({ state: 'detached' });
  });
});
