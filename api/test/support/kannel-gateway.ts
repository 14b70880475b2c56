import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@tow/server-kit/free-port';
import { waitFor } from './wait-for.ts';

/** The configuration a company is given (infra/kannel/kannel.conf), as the tests run it. */
const SHIPPED_CONF = join(import.meta.dirname, '..', '..', '..', 'infra', 'kannel', 'kannel.conf');
const FAKESMSC = '/usr/lib/kannel/test/fakesmsc';
const SHIPPED_API = 'http://127.0.0.1:3000';
const SHIPPED_SECRET = 'CHANGE-ME-a-long-random-secret';
const SHIPPED_PASSWORD = 'CHANGE-ME-sendsms-password';

export interface KannelGateway {
  /** `kannel://site:…@127.0.0.1:<sendsms port>`, for SMS_URL. */
  smsUrl: string;
  /** The fake SMS centre's port, for fakesmsc to connect to. */
  smscPort: number;
  stop(): Promise<void>;
}

/** One phone on the fake SMS centre: the texts it received, and one it sent on connecting. */
export interface FakePhone {
  received: string[];
  /** When each line of `received` was read (ms since the epoch). */
  receivedAt: number[];
  waitFor(match: (line: string) => boolean): Promise<string>;
  stop(): void;
}

function run(command: string, args: string[], cwd: string, name: string): ChildProcess {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.on('error', (error) => {
    throw new Error(
      `${name} did not start (is Debian's kannel package installed?): ${error.message}`,
    );
  });
  return child;
}

/**
 * bearerbox and smsbox from Debian's kannel, started with the shipped kannel.conf (its ports
 * moved to free ones, its API address and secrets to the test's), in a folder of their own.
 */
export async function startKannel(api: { url: string; secret: string }): Promise<KannelGateway> {
  const [adminPort, boxPort, smscPort, sendPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const folder = mkdtempSync(join(tmpdir(), 'tow-kannel-'));
  const conf = readFileSync(SHIPPED_CONF, 'utf8')
    .replace(/^admin-port = \d+$/m, `admin-port = ${adminPort}`)
    .replace(/^smsbox-port = \d+$/m, `smsbox-port = ${boxPort}`)
    .replace(/^port = 10000$/m, `port = ${smscPort}`)
    .replace(/^sendsms-port = \d+$/m, `sendsms-port = ${sendPort}`)
    .replaceAll(SHIPPED_API, api.url)
    .replaceAll(SHIPPED_SECRET, api.secret);
  writeFileSync(join(folder, 'kannel.conf'), conf);
  const bearerbox = run('/usr/sbin/bearerbox', ['-v', '1', 'kannel.conf'], folder, 'bearerbox');
  await waitFor('bearerbox to listen', () => listening(adminPort), 20_000, 100);
  const smsbox = run('/usr/sbin/smsbox', ['-v', '1', 'kannel.conf'], folder, 'smsbox');
  await waitFor('smsbox to listen', () => listening(sendPort), 20_000, 100);
  return {
    smsUrl: `kannel://site:${SHIPPED_PASSWORD}@127.0.0.1:${sendPort}`,
    smscPort,
    stop: async () => {
      await fetch(`http://127.0.0.1:${adminPort}/shutdown?password=CHANGE-ME-admin-password`).catch(
        () => {},
      );
      await waitFor('Kannel to stop', async () =>
        bearerbox.exitCode !== null && smsbox.exitCode !== null ? true : undefined,
      ).catch(() => {
        bearerbox.kill('SIGKILL');
        smsbox.kill('SIGKILL');
      });
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function listening(port: number): Promise<true | undefined> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(500) });
    return true;
  } catch {
    return undefined;
  }
}

/**
 * fakesmsc (kannel-extras) as a phone `number`: connects to the fake SMS centre, sends `text` to
 * the site's number once, and prints every text it receives (`Got message N: <from to text …>`).
 */
export function startFakePhone(
  smscPort: number,
  message: { from: string; to: string; text: string },
): FakePhone {
  const received: string[] = [];
  const receivedAt: number[] = [];
  const waiters: { match: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  const child = spawn(
    FAKESMSC,
    [
      '-H',
      '127.0.0.1',
      '-r',
      String(smscPort),
      '-i',
      '1',
      '-m',
      '1',
      `${message.from} ${message.to} text ${message.text}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const onOutput = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.includes('Got message')) continue;
      received.push(line);
      receivedAt.push(performance.timeOrigin + performance.now());
      for (const waiter of [...waiters]) {
        if (waiter.match(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  return {
    received,
    receivedAt,
    waitFor: (match) => {
      const found = received.find(match);
      return found
        ? Promise.resolve(found)
        : new Promise((resolve) => waiters.push({ match, resolve }));
    },
    stop: () => child.kill('SIGTERM'),
  };
}
