import { mkdir, stat, writeFile } from 'node:fs/promises';
import { generate } from 'selfsigned';
import { TEST_TLS_FILES } from './test-tls.ts';

/** A certificate for `localhost` and 127.0.0.1, valid for a day: a stand-in push service's. */
export async function writeSelfSignedCertificate(files: { cert: string; key: string }) {
  const notAfterDate = new Date(Date.now() + 24 * 3_600_000);
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyCertSign: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  await writeFile(files.cert, pems.cert);
  await writeFile(files.key, pems.private, { mode: 0o600 });
}

const REUSE_FOR_MS = 12 * 3_600_000;

/**
 * vitest global setup: the certificate exists before any worker starts. A recent one is kept, so
 * the setup running once per project (or a second run in parallel) never swaps it under a worker.
 */
export default async function setup() {
  await mkdir(TEST_TLS_FILES.folder, { recursive: true });
  const existing = await stat(TEST_TLS_FILES.key).catch(() => null);
  if (existing && Date.now() - existing.mtimeMs < REUSE_FOR_MS) return;
  await writeSelfSignedCertificate(TEST_TLS_FILES);
}
