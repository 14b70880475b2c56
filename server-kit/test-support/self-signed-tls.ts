import { writeFile } from 'node:fs/promises';
import { generate } from 'selfsigned';

/** A certificate for `localhost` and 127.0.0.1, valid for a day: a stand-in service's (push, SMS). */
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
