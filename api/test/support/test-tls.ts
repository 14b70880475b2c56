import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the test run keeps the self-signed certificate of its local push service. The API trusts
 * it the way production trusts an extra CA: vitest starts each worker with NODE_EXTRA_CA_CERTS
 * pointing at `cert` (Node reads that variable at start, so it must be set before the worker runs).
 * One folder per checkout, so two worktrees testing at once never share a certificate.
 */
const checkout = createHash('sha256')
  .update(fileURLToPath(new URL('../..', import.meta.url)))
  .digest('hex')
  .slice(0, 12);
const folder = join(tmpdir(), `tow-api-test-tls-${checkout}`);

export const TEST_TLS_FILES = {
  folder,
  cert: join(folder, 'push-service-cert.pem'),
  key: join(folder, 'push-service-key.pem'),
};
