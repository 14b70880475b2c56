import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from './support/test-api.ts';

const SITE_URL = 'https://www.wmrecovery.co.uk';
const api = useTestApi({ SITE_URL });
const REDOCLY = fileURLToPath(
  new URL('../../node_modules/@redocly/cli/bin/cli.js', import.meta.url),
);
const CONFIG = fileURLToPath(new URL('../redocly.yaml', import.meta.url));

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
interface Document {
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let document: Document;
let work: string;

beforeAll(async () => {
  document = (await api.call('GET', '/api/openapi.json')).body as Document;
  work = await mkdtemp(join(tmpdir(), 'towing-openapi-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      call: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

function redoclyLint(file: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [REDOCLY, 'lint', file, '--config', CONFIG, '--format', 'json'],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('/api/openapi.json for API tools and client generators', () => {
  it("passes Redocly's recommended rules with no problem", async () => {
    const file = join(work, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const { code, output } = await redoclyLint(file);
    const problems = (JSON.parse(output) as { problems: { ruleId: string; message: string }[] })
      .problems;
    expect(problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(code).toBe(0);
  }, 60_000);

  it('names every operation with an operationId of its own', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says where the API answers: the site address it is configured with', () => {
    expect(document.servers).toEqual([{ url: SITE_URL, description: 'This site' }]);
  });

  it('marks the public calls as needing no token and the staff calls as needing one', () => {
    const byCall = new Map(operations().map(({ call, operation }) => [call, operation.security]));
    expect(byCall.get('POST /api/callback-requests')).toEqual([]);
    expect(byCall.get('GET /api/services/active')).toEqual([]);
    expect(byCall.get('GET /api/health')).toEqual([]);
    expect(byCall.get('GET /api/callback-requests')).toEqual([{ bearerAuth: [] }]);
    expect(operations().every(({ operation }) => Array.isArray(operation.security))).toBe(true);
  });

  it('documents a 4xx answer for every call that takes input', () => {
    const withoutClientError = operations()
      .filter(({ operation }) => operation.parameters?.length || operation.requestBody)
      .filter(({ operation }) => !Object.keys(operation.responses).some((s) => s.startsWith('4')))
      .map(({ call }) => call);
    expect(withoutClientError).toEqual([]);
  });
});
