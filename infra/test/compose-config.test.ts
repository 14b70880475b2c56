import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/processes.ts';

// Debian's `docker-compose` checks the file; no container engine runs here, so nothing starts.
const COMPOSE = process.env.DOCKER_COMPOSE_PATH ?? '/usr/bin/docker-compose';
const present = existsSync(COMPOSE);
if (!present && process.env.CI) {
  throw new Error(`docker-compose is needed at ${COMPOSE} (apt-get install docker-compose)`);
}

const compose = (...args: string[]) =>
  execFileSync(COMPOSE, ['-f', join(REPO_ROOT, 'infra', 'docker-compose.yml'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, POSTGRES_PASSWORD: 'compose-config-check' },
  });

describe.skipIf(!present)('infra/docker-compose.yml', () => {
  it('is a valid compose file', () => {
    expect(() => compose('config', '-q')).not.toThrow();
  });

  it('runs PostgreSQL, two API replicas, the SSR server and the nginx edge', () => {
    expect(compose('config', '--services').trim().split('\n').sort()).toEqual([
      'api-1',
      'api-2',
      'edge',
      'postgres',
      'ssr',
    ]);
  });

  it('builds every image from a Dockerfile that exists', () => {
    const config = compose('config');
    const dockerfiles = [...config.matchAll(/dockerfile: (\S+)/g)].map((m) => m[1] ?? '');
    expect(new Set(dockerfiles)).toEqual(
      new Set([
        'infra/docker/api.Dockerfile',
        'infra/docker/public-site.Dockerfile',
        'infra/docker/edge.Dockerfile',
      ]),
    );
    for (const file of dockerfiles) expect(existsSync(join(REPO_ROOT, file))).toBe(true);
  });
});
