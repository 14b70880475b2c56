/**
 * The alert bench's mail server and push service, on a thread of their own: parsing each email
 * and decrypting each push is work a real mail server and push service do elsewhere, so it must
 * not hold up the event loop that times the public POSTs and the live events. Started by
 * `startAlertReceivers`; each arrival is posted back with its time (ms since the epoch).
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { startTestPushService } from '../test/support/push-service.ts';
import { startSmtpSink } from '../test/support/smtp-sink.ts';

export interface Arrival {
  channel: 'email' | 'push';
  /** The email's subject, the push's title. */
  text: string;
  at: number;
}

export interface AlertReceivers {
  smtpUrl: string;
  /** A browser subscribed at the push service, as `POST /api/push-subscriptions` takes it. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** CPU time (user + system, ms) their thread used so far. */
  cpuMs(): Promise<number>;
  close(): Promise<void>;
}

type Ready = Omit<AlertReceivers, 'cpuMs' | 'close'>;

export async function startAlertReceivers(
  tls: { cert: string; key: string },
  onArrival: (arrival: Arrival) => void,
): Promise<AlertReceivers> {
  const worker = new Worker(new URL(import.meta.url), { workerData: tls });
  const cpuAnswers: ((ms: number) => void)[] = [];
  const ready = await new Promise<Ready>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: { ready: Ready } | { cpuMs: number } | Arrival) => {
      if ('ready' in message) resolve(message.ready);
      else if ('cpuMs' in message) cpuAnswers.shift()?.(message.cpuMs);
      else onArrival(message);
    });
  });
  return {
    ...ready,
    cpuMs: () =>
      new Promise((resolve) => {
        cpuAnswers.push(resolve);
        worker.postMessage('cpu');
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const since = (at: number) => performance.timeOrigin + at;
  const sink = await startSmtpSink();
  const push = await startTestPushService(workerData as { cert: string; key: string });
  const browser = push.newBrowser();
  // Each keeps every arrival with its time: pass the new ones on now and then.
  let emails = 0;
  let pushes = 0;
  setInterval(() => {
    for (const email of sink.received.slice(emails)) {
      port.postMessage({
        channel: 'email',
        text: email.mail.subject ?? '',
        at: since(email.receivedAt),
      });
    }
    for (const received of push.received.slice(pushes)) {
      port.postMessage({
        channel: 'push',
        text: String(received.payload.title),
        at: since(received.receivedAt),
      });
    }
    emails = sink.received.length;
    pushes = push.received.length;
  }, 20);
  port.on('message', () => {
    const { user, system } = process.threadCpuUsage();
    port.postMessage({ cpuMs: (user + system) / 1000 });
  });
  port.postMessage({ ready: { smtpUrl: sink.url, subscription: browser.subscription } });
}
