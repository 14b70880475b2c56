import { mkdir, stat } from 'node:fs/promises';
import { writeSelfSignedCertificate } from '@tow/server-kit/test-support/self-signed-tls';
import { TEST_TLS_FILES } from './test-tls.ts';

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
