import { describe, expect, it } from 'vitest';
import { type Import, importsOf, pathReached, workspaceReached } from './support/imports.ts';
import { REPO_ROOT } from './support/processes.ts';

/**
 * Who may import whom (docs/architecture.md). A workspace always reaches itself; infra composes
 * the API and the public site in-process for `npm start`, so it is the one part that may import
 * `@tow/api`. The same rule for the editor: the `noRestrictedImports` overrides in biome.json.
 */
const MAY_IMPORT: Record<string, string[]> = {
  contracts: [],
  'server-kit': [],
  'shared-ui': [],
  api: ['contracts', 'server-kit'],
  'public-site': ['contracts', 'shared-ui', 'server-kit'],
  'admin-console': ['contracts', 'shared-ui'],
  infra: ['api', 'public-site', 'server-kit', 'contracts'],
  e2e: ['server-kit'],
};

/** The browser-test harness: the apps' tests use it, and nothing that ships. */
const TEST_ONLY = ['e2e'];

/** Packages and subpaths that exist for tests only. */
const TEST_SUPPORT = /^@tow\/(e2e(\/|$)|server-kit\/test-support\/)/;

/** The apps, whose test support (`<app>/test/`) is their own. */
const APPS = ['public-site', 'admin-console'];

/** Test files, test support and the test runner's config: none of them ships. */
const IN_TESTS = /(^|\/)(test|test-support)\/|(^|\/)vitest\.config\.ts$/;

/**
 * server-kit's test helpers (raw HTTP, a scratch database, waiting for an outcome) serve every
 * workspace's tests and test support; they never ship in a build.
 */
function isServerKitTestHelper(found: Import): boolean {
  return IN_TESTS.test(found.file) && found.specifier.startsWith('@tow/server-kit/test-support/');
}

/** `file:line imports 'x'` for every import of `workspace` that reaches a forbidden one. */
function forbiddenImports(
  workspace: string,
  forbidden: (reached: string, found: Import) => boolean,
): string[] {
  return importsOf(REPO_ROOT, workspace).flatMap((found) => {
    const reached = workspaceReached(REPO_ROOT, found);
    if (reached === null || reached === workspace || isServerKitTestHelper(found)) return [];
    if (TEST_ONLY.includes(reached) && IN_TESTS.test(found.file)) return [];
    if (!forbidden(reached, found)) return [];
    return [`${found.file}:${found.line} imports '${found.specifier}' (${reached}/)`];
  });
}

describe('import boundaries between the parts', () => {
  it.for(['public-site', 'admin-console'])('%s never imports the API or its files', (app) => {
    expect(forbiddenImports(app, (reached) => reached === 'api')).toEqual([]);
  });

  it.for([
    'contracts',
    'server-kit',
    'shared-ui',
  ])('%s depends on nothing of ours, by package or by relative path', (workspace) => {
    expect(forbiddenImports(workspace, () => true)).toEqual([]);
  });

  it.for(
    Object.keys(MAY_IMPORT),
  )("%s's tests never import an app's test support (public-site ↔ admin-console)", (workspace) => {
    const appTestSupport = (reached: string, found: Import) =>
      APPS.includes(reached) && pathReached(REPO_ROOT, found).startsWith(`${reached}/test/`);
    expect(forbiddenImports(workspace, appTestSupport)).toEqual([]);
  });

  it.for(Object.entries(MAY_IMPORT))('%s imports only the packages of ours it may', ([
    workspace,
    allowed,
  ]) => {
    const byPackage = (reached: string, found: Import) =>
      found.specifier.startsWith('@tow/') && !allowed.includes(reached);
    expect(forbiddenImports(workspace, byPackage)).toEqual([]);
  });

  it.for(
    Object.keys(MAY_IMPORT).filter((workspace) => !TEST_ONLY.includes(workspace)),
  )('%s ships no test support: nothing under src/ imports @tow/e2e or server-kit test-support', (workspace) => {
    const shipped = importsOf(REPO_ROOT, workspace)
      .filter((found) => /(^|\/)src\//.test(found.file) && TEST_SUPPORT.test(found.specifier))
      .map((found) => `${found.file}:${found.line} imports '${found.specifier}'`);
    expect(shipped).toEqual([]);
  });

  it('reads the imports of every part it checks', () => {
    for (const workspace of Object.keys(MAY_IMPORT)) {
      expect(importsOf(REPO_ROOT, workspace).length, workspace).toBeGreaterThan(0);
    }
  });
});
