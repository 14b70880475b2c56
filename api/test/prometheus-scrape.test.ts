import { type ChildProcess, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@tow/server-kit/free-port';
import { createScratchDatabase } from '@tow/server-kit/test-support/scratch-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, REPO_ROOT, startApiProcess } from './support/api-process.ts';
import { MOTORWAY_BREAKDOWN } from './support/callback-request.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { waitFor } from './support/wait-for.ts';

// Runs in the postgres project only (vitest.config.ts): replicas share a PostgreSQL server.
const PROMETHEUS = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';
const hasPrometheus = existsSync(PROMETHEUS);
if (!hasPrometheus && process.env.CI) {
  throw new Error(`This test needs Prometheus at ${PROMETHEUS} (apt install prometheus)`);
}
const SHIPPED = join(REPO_ROOT, 'infra', 'prometheus');
const METRICS_TOKEN = 'the-token-prometheus-scrapes-with';
const REPLICAS = ['replica-a', 'replica-b'] as const;

interface QueryResult {
  metric: Record<string, string>;
  value: [number, string];
}

/**
 * The shipped prometheus.yml as a test deploys it: scraping these replicas every second, no
 * Alertmanager; its rules (alerts.yml) and the token file beside it, as in production.
 */
function deployedConfig(targets: string[]): string {
  const shipped = readFileSync(join(SHIPPED, 'prometheus.yml'), 'utf8');
  const config = shipped
    .replace(/scrape_interval: 15s/, 'scrape_interval: 1s')
    .replace(/evaluation_interval: 15s/, 'evaluation_interval: 1s')
    .replace(/^alerting:\n(?: .*\n|\n)*?(?=\S)/m, '')
    .replace(
      /^( {6}- targets: )\[.*\]$/m,
      `$1[${targets.map((target) => `'${target}'`).join(', ')}]`,
    );
  expect(config).not.toContain('9093');
  expect(config).toContain(targets[1]);
  return config;
}

describe.skipIf(!hasPrometheus)(
  'Prometheus scraping two API replicas on one PostgreSQL database',
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    let sink: SmtpSink;
    const replicas: ApiProcess[] = [];
    const folder = mkdtempSync(join(tmpdir(), 'towing-prometheus-'));
    let prometheus: ChildProcess | undefined;
    const output: string[] = [];
    let prometheusUrl = '';

    beforeAll(async () => {
      scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '');
      sink = await startSmtpSink();
      const env = {
        DATABASE_URL: scratch.url,
        SEED_DEMO: 'false',
        METRICS_TOKEN,
        SMTP_URL: sink.url,
        ALERT_EMAIL_FROM: 'Recovery alerts <alerts@recovery.example>',
        ALERT_EMAIL_TO: 'duty@recovery.example',
        CALLBACK_REPEAT_WINDOW_MINUTES: '0',
      };
      replicas.push(
        ...(await Promise.all(
          REPLICAS.map((name) => startApiProcess(name, { ...env, REPLICA_NAME: name })),
        )),
      );
      for (const file of ['alerts.yml']) copyFileSync(join(SHIPPED, file), join(folder, file));
      writeFileSync(join(folder, 'metrics-token'), `${METRICS_TOKEN}\n`);
      writeFileSync(
        join(folder, 'prometheus.yml'),
        deployedConfig(replicas.map((replica) => replica.url.replace('http://', ''))),
      );
      mkdirSync(join(folder, 'data'));
      const port = await freePort();
      prometheusUrl = `http://127.0.0.1:${port}`;
      prometheus = spawn(
        PROMETHEUS,
        [
          `--config.file=${join(folder, 'prometheus.yml')}`,
          `--storage.tsdb.path=${join(folder, 'data')}`,
          `--web.listen-address=127.0.0.1:${port}`,
          '--storage.tsdb.retention.time=1h',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      prometheus.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      await waitFor(
        'Prometheus to be ready',
        () =>
          fetch(`${prometheusUrl}/-/ready`).then(
            (answer) => (answer.ok ? true : undefined),
            () => undefined,
          ),
        30_000,
        100,
      ).catch((error) => {
        throw new Error(`${error.message}\n${output.join('')}`);
      });
    }, 120_000);

    afterAll(async () => {
      if (prometheus && prometheus.exitCode === null) {
        const exited = new Promise((resolve) => prometheus?.once('exit', resolve));
        prometheus.kill('SIGTERM');
        await exited;
      }
      await Promise.all(replicas.map((replica) => replica.stop()));
      await sink?.close();
      await scratch?.drop();
      rmSync(folder, { recursive: true, force: true });
    });

    async function query(promql: string): Promise<QueryResult[]> {
      const answer = await fetch(
        `${prometheusUrl}/api/v1/query?${new URLSearchParams({ query: promql })}`,
      );
      const body = (await answer.json()) as { status: string; data: { result: QueryResult[] } };
      expect(body.status).toBe('success');
      return body.data.result;
    }

    /** The `data` of Prometheus' HTTP API at `/api/v1/<path>`. */
    async function prometheusData<Data>(path: string): Promise<Data> {
      const answer = await fetch(`${prometheusUrl}/api/v1/${path}`);
      return ((await answer.json()) as { data: Data }).data;
    }

    /** Waits, 30 s at most, for what Prometheus comes to show once it has scraped or evaluated. */
    const eventually = <T>(what: string, check: () => Promise<T | undefined>) =>
      waitFor(what, check, 30_000, 250);

    /** Per replica label: the value of each series `promql` answers. */
    const byReplica = (results: QueryResult[]) =>
      Object.fromEntries(results.map(({ metric, value }) => [metric.replica, Number(value[1])]));

    it('scrapes both replicas with the token from its file', async () => {
      const targets = await eventually('both replicas up in Prometheus', async () => {
        const { activeTargets: active } = await prometheusData<{
          activeTargets: { health: string; lastError: string; scrapePool: string }[];
        }>('targets');
        return active.length === 2 && active.every((target) => target.health === 'up')
          ? active
          : undefined;
      });
      expect(targets.map((target) => target.scrapePool)).toEqual(['tow-api', 'tow-api']);
      expect(await query('up{job="tow-api"} == 1')).toHaveLength(2);
    });

    it('counts a callback request on each replica, each under its own replica label', async () => {
      for (const replica of replicas) {
        const answer = await fetch(`${replica.url}/api/callback-requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(MOTORWAY_BREAKDOWN),
        });
        expect(answer.status).toBe(201);
      }
      const created = await eventually(
        'a 201 on /api/callback-requests from both replicas',
        async () => {
          const counts = byReplica(
            await query(
              'tow_http_request_duration_seconds_count{method="POST",route="/api/callback-requests",status="201"}',
            ),
          );
          return counts[REPLICAS[0]] === 1 && counts[REPLICAS[1]] === 1 ? counts : undefined;
        },
      );
      expect(created).toEqual({ [REPLICAS[0]]: 1, [REPLICAS[1]]: 1 });
    });

    it('receives the alert deliveries the job threads report, and the same job counts from both', async () => {
      await eventually('two email alerts delivered in all', async () => {
        const [total] = await query('sum(tow_alert_delivery_seconds_count{channel="email"})');
        return total && Number(total.value[1]) === 2 ? true : undefined;
      });
      expect(sink.received).toHaveLength(2);
      const waiting = byReplica(await query('tow_jobs{kind="escalation",state="waiting"}'));
      expect(waiting).toEqual({ [REPLICAS[0]]: 0, [REPLICAS[1]]: 0 });
    });

    it('evaluates every shipped rule on the real series without an error, and none fires', async () => {
      const rules = await eventually('the rules evaluated', async () => {
        const { groups } = await prometheusData<{
          groups: {
            rules: { name: string; health: string; lastError?: string; state: string }[];
          }[];
        }>('rules');
        const all = groups.flatMap((group) => group.rules);
        return all.length > 0 && all.every((rule) => rule.health !== 'unknown') ? all : undefined;
      });
      expect(rules.filter((rule) => rule.health !== 'ok')).toEqual([]);
      // BackupNotReported waits 26 hours before it fires: pending at most here.
      expect(rules.filter((rule) => rule.state === 'firing').map((rule) => rule.name)).toEqual([]);
    });
  },
);
