import type { Logger } from '@tow/server-kit/logger';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { JobCounts } from '../db/repositories/job-counts.ts';
import { JOB_KINDS } from '../jobs/kinds.ts';
import {
  type JobMetrics,
  type TextAudience,
  type TextOutcome,
  UNRECORDED_JOB_METRICS,
} from './job-metrics.ts';

/** When the last backup of each outcome ended (null: none on record), whoever took it. */
export interface LastBackups {
  success: Date | null;
  failure: Date | null;
}

export interface HttpObservation {
  method: string;
  /** The route's pattern (`/api/callback-requests/{id}`), never the path as sent. */
  route: string;
  status: number;
  seconds: number;
}

/** This replica's metrics, in Prometheus's text format at `/metrics` (docs/operations.md). */
export interface Metrics extends JobMetrics {
  readonly contentType: string;
  render(): Promise<string>;
  observeHttp(observation: HttpObservation): void;
}

export interface MetricSources {
  /** The `replica` label of every series. */
  replica: string;
  /** The jobs table as it is now: read at scrape time, at most every TABLE_READS_TTL_MS. */
  jobCounts: () => Promise<JobCounts[]>;
  /** The backups on record (`backup_runs`), read with the jobs. */
  lastBackups: () => Promise<LastBackups>;
  /** Consoles holding the live stream open on this replica. */
  liveClients: () => number;
  logger: Logger;
}

/** Several Prometheus servers, or a scrape of every replica at once, read the tables once. */
export const TABLE_READS_TTL_MS = 5_000;
const JOB_STATES = ['waiting', 'running', 'retrying', 'failed'] as const;
const TEXT_AUDIENCES: TextAudience[] = ['driver', 'staff'];
const TEXT_OUTCOMES: TextOutcome[] = ['sent', 'retried', 'failed', 'refused'];

/** From a cached public read (a few ms) to a slow database write under load. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds from a driver's request to the alert reaching staff: the target is a few. */
const ALERT_BUCKETS = [1, 2, 5, 10, 30, 60, 120, 300, 600, 1800, 3600];

/**
 * This replica's metrics without METRICS_TOKEN: `/metrics` answers 404 then, so nothing is
 * recorded, and the requests and jobs pay nothing for it.
 */
export const UNRECORDED_METRICS: Metrics = {
  ...UNRECORDED_JOB_METRICS,
  contentType: 'text/plain; version=0.0.4; charset=utf-8',
  render: async () => '',
  observeHttp: () => {},
};

export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ replica: sources.replica });
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const http = new Histogram({
    name: 'tow_http_request_duration_seconds',
    help: 'API requests by method, route pattern and status: time to the answer (its _count counts them)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const alerts = new Histogram({
    name: 'tow_alert_delivery_seconds',
    help: 'Alerts that reached staff, by channel and kind: seconds from the request to delivery',
    labelNames: ['channel', 'alert'] as const,
    buckets: ALERT_BUCKETS,
    registers,
  });
  const texts = new Counter({
    name: 'tow_texts_total',
    help: 'Tries at sending a text, by audience and outcome (sent, retried, failed, refused)',
    labelNames: ['audience', 'outcome'] as const,
    registers,
  });
  for (const audience of TEXT_AUDIENCES) {
    for (const outcome of TEXT_OUTCOMES) texts.inc({ audience, outcome }, 0);
  }
  const backups = new Gauge({
    name: 'tow_backup_last_timestamp_seconds',
    help: 'When the last backup with each outcome (success, failure) ended, in Unix seconds, whichever replica or command took it',
    labelNames: ['outcome'] as const,
    registers,
  });

  const jobs = new Gauge({
    name: 'tow_jobs',
    help: 'Unfinished and failed jobs by kind and state (waiting, running, retrying, failed), from the jobs table shared by every replica',
    labelNames: ['kind', 'state'] as const,
    registers,
  });
  const oldestJob = new Gauge({
    name: 'tow_jobs_oldest_unfinished_seconds',
    help: 'Age of the oldest unfinished job of each kind that is due or was tried already (0: none)',
    labelNames: ['kind'] as const,
    registers,
  });
  /** Both job gauges come from one read; a failed read leaves them out of that scrape. */
  const readJobs = async () => {
    try {
      const counts = await sources.jobCounts();
      jobs.reset();
      oldestJob.reset();
      for (const kind of new Set([...JOB_KINDS, ...counts.map((row) => row.kind)])) {
        const row = counts.find((count) => count.kind === kind);
        for (const state of JOB_STATES) jobs.set({ kind, state }, row?.[state] ?? 0);
        oldestJob.set({ kind }, row?.oldestSeconds ?? 0);
      }
    } catch (error) {
      sources.logger.warn({ err: error }, 'metrics: could not read the jobs table');
      jobs.reset();
      oldestJob.reset();
    }
  };
  const readBackups = async () => {
    try {
      const last = await sources.lastBackups();
      backups.reset();
      for (const outcome of ['success', 'failure'] as const) {
        const at = last[outcome];
        if (at) backups.set({ outcome }, at.getTime() / 1000);
      }
    } catch (error) {
      sources.logger.warn({ err: error }, 'metrics: could not read the backups on record');
      backups.reset();
    }
  };
  let tablesReadAt = Number.NEGATIVE_INFINITY;
  let tablesReading: Promise<void> | null = null;
  const freshTables = async () => {
    if (Date.now() - tablesReadAt < TABLE_READS_TTL_MS) return;
    tablesReading ??= Promise.all([readJobs(), readBackups()])
      .then(() => {
        tablesReadAt = Date.now();
      })
      .finally(() => {
        tablesReading = null;
      });
    await tablesReading;
  };
  new Gauge({
    name: 'tow_live_stream_clients',
    help: 'Consoles holding the live stream open on this replica',
    registers,
    collect() {
      this.set(sources.liveClients());
    },
  });

  return {
    contentType: registry.contentType,
    render: async () => {
      await freshTables();
      return registry.metrics();
    },
    observeHttp: ({ method, route, status, seconds }) =>
      http.observe({ method, route, status: String(status) }, seconds),
    alertDelivered: (channel, alert, seconds) => alerts.observe({ channel, alert }, seconds),
    textOutcome: (audience, outcome) => texts.inc({ audience, outcome }),
  };
}
