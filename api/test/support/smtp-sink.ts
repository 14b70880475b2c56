import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  envelopeTo: string[];
  mail: ParsedMail;
  receivedAt: number;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedEmail[];
  waitFor(match: (email: ReceivedEmail) => boolean): Promise<ReceivedEmail>;
  /** Stops listening; the same port can be listened on again with `startSmtpSink(port)`. */
  close(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) that accepts every message and parses it as a mail
 * client would. Plain SMTP without STARTTLS, as a local relay on a private network would be.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedEmail[] = [];
  const waiters: { match: (e: ReceivedEmail) => boolean; resolve: (e: ReceivedEmail) => void }[] =
    [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // An idle pooled connection must not hold up closing: the "down" half of a test closes it.
    closeTimeout: 100,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const email: ReceivedEmail = {
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            mail,
            receivedAt: performance.now(),
          };
          received.push(email);
          callback();
          for (const waiter of waiters.filter((w) => w.match(email))) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(email);
          }
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // smtp-server reports a client gone mid-session (a replica killed by a test: each of its pooled
  // connections resets) as an 'error' of the server, which with no listener ends the test run.
  server.on('error', () => {});
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    waitFor(match) {
      const already = received.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
