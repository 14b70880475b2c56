import type { MessagePort } from 'node:worker_threads';

export type AlertChannel = 'email' | 'push' | 'sms';
export type AlertKind = 'new' | 'escalation';
export type TextAudience = 'driver' | 'staff';
/**
 * What became of one try at a text: `sent` (the provider took it), `retried` (the provider could
 * not take it now: tried again later), `failed` (given up, or refused by the provider for good),
 * `refused` (not sent on purpose: STOP, a daily cap, texts turned off).
 */
export type TextOutcome = 'sent' | 'retried' | 'failed' | 'refused';

/** What the jobs report as they run: alerts delivered and texts handed to the provider. */
export interface JobMetrics {
  /** An alert reached someone, `seconds` after its request was created. */
  alertDelivered(channel: AlertChannel, alert: AlertKind, seconds: number): void;
  textOutcome(audience: TextAudience, outcome: TextOutcome): void;
}

/** Where nothing is recorded: without METRICS_TOKEN nobody can read the metrics. */
export const UNRECORDED_JOB_METRICS: JobMetrics = {
  alertDelivered: () => {},
  textOutcome: () => {},
};

/** A JobMetrics call posted by the job thread to the thread that answers `/metrics`. */
export interface RelayedJobMetric {
  jobMetric: {
    [K in keyof JobMetrics]: { name: K; args: Parameters<JobMetrics[K]> };
  }[keyof JobMetrics];
}

export function isRelayedJobMetric(message: unknown): message is RelayedJobMetric {
  return typeof message === 'object' && message !== null && 'jobMetric' in message;
}

/**
 * The job thread's JobMetrics: each call is posted to the parent, whose registry holds the
 * series (a thread has a registry of its own, which no scrape would read).
 */
export function relayedJobMetrics(port: MessagePort): JobMetrics {
  return {
    alertDelivered: (...args) =>
      port.postMessage({ jobMetric: { name: 'alertDelivered', args } } satisfies RelayedJobMetric),
    textOutcome: (...args) =>
      port.postMessage({ jobMetric: { name: 'textOutcome', args } } satisfies RelayedJobMetric),
  };
}

/** Applies a call the job thread posted to this thread's metrics. */
export function applyRelayedJobMetric(metrics: JobMetrics, { jobMetric }: RelayedJobMetric): void {
  if (jobMetric.name === 'alertDelivered') metrics.alertDelivered(...jobMetric.args);
  else metrics.textOutcome(...jobMetric.args);
}
