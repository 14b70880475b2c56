import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** Debian's `prometheus` package: promtool comes with it. */
const PROMTOOL = process.env.PROMTOOL_PATH ?? 'promtool';
const hasPromtool = spawnSync(PROMTOOL, ['--version']).status === 0;
if (!hasPromtool && process.env.CI)
  throw new Error(`This test needs ${PROMTOOL} (apt install prometheus)`);

const FOLDER = join(import.meta.dirname, '..', 'prometheus');
const OPERATIONS = join(import.meta.dirname, '..', '..', 'docs', 'operations.md');

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/\s/g, '-');

/** promtool's exit code and what it printed. */
function promtool(args: string[], cwd = FOLDER) {
  const run = spawnSync(PROMTOOL, args, { cwd, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe.skipIf(!hasPromtool)('the Prometheus configuration in infra/prometheus', () => {
  const deployed = mkdtempSync(join(tmpdir(), 'towing-prometheus-'));
  afterAll(() => rmSync(deployed, { recursive: true, force: true }));

  it('has alert rules promtool accepts', () => {
    const check = promtool(['check', 'rules', 'alerts.yml']);
    expect(check.output).toContain('SUCCESS: 9 rules found');
    expect(check.status).toBe(0);
  });

  it('gives every alert a summary, a description and a runbook section that exists', () => {
    const rules = readFileSync(join(FOLDER, 'alerts.yml'), 'utf8')
      .split(/^ {6}- alert: /m)
      .slice(1);
    expect(rules).toHaveLength(9);
    const anchors = new Set(
      [...readFileSync(OPERATIONS, 'utf8').matchAll(/^#{2,4} (.+)$/gm)].map(([, h]) =>
        anchorOf(h ?? ''),
      ),
    );
    for (const rule of rules) {
      const name = rule.slice(0, rule.indexOf('\n'));
      expect(rule, name).toMatch(/^ {10}summary: /m);
      expect(rule, name).toMatch(/^ {10}description: /m);
      const runbook = /^ {10}runbook_url: docs\/operations\.md#([\w-]+)$/m.exec(rule)?.[1];
      expect(anchors, `${name} → #${runbook}`).toContain(runbook);
    }
  });

  it('passes the unit tests of every rule (alerts.test.yml)', () => {
    const tests = promtool(['test', 'rules', 'alerts.test.yml']);
    expect(tests.output).toContain('SUCCESS');
    expect(tests.status).toBe(0);
  });

  it('is a scrape configuration Prometheus loads, laid out as deployed beside its token file', () => {
    for (const file of ['prometheus.yml', 'alerts.yml']) {
      copyFileSync(join(FOLDER, file), join(deployed, file));
    }
    writeFileSync(join(deployed, 'metrics-token'), 'a-metrics-token-for-the-check\n');
    const check = promtool(['check', 'config', 'prometheus.yml'], deployed);
    expect(check.output).toContain(
      'SUCCESS: prometheus.yml is valid prometheus config file syntax',
    );
    expect(check.status).toBe(0);
  });

  it('fails a rule whose expectation is wrong: the unit tests can fail', () => {
    const wrong = join(deployed, 'wrong');
    mkdirSync(wrong);
    const rules = readFileSync(join(FOLDER, 'alerts.yml'), 'utf8');
    writeFileSync(join(wrong, 'alerts.yml'), rules.replace('> 300', '> 3000'));
    copyFileSync(join(FOLDER, 'alerts.test.yml'), join(wrong, 'alerts.test.yml'));
    const tests = promtool(['test', 'rules', 'alerts.test.yml'], wrong);
    expect(tests.output).toContain('FAILED');
    expect(tests.output).toContain('alertname: AlertsNotDelivered');
    expect(tests.status).toBe(1);
  });
});
