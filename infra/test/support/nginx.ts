import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@tow/server-kit/free-port';
import { prepareLocalNginx } from '../../src/local-nginx.ts';
import { EDGE_DEFAULTS, type EdgeSettings, renderNginxConfig } from '../../src/nginx-config.ts';
import { type Started, startProcess, stopProcess } from './processes.ts';

/** Debian's nginx (`nginx-light`), or NGINX_PATH. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const hasNginx = () => existsSync(NGINX_PATH);

/** Runs nginx under `dir` (prepareLocalNginx) on the production template rendered with `settings`. */
export function startNginx(dir: string, settings: EdgeSettings): Started {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'towing.conf'), renderNginxConfig(settings));
  const args = prepareLocalNginx(NGINX_PATH, dir, {
    workers: 1,
    connections: 512,
    http: `  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  include ${join(dir, 'towing.conf')};`,
  });
  return startProcess('nginx', NGINX_PATH, args, {});
}

/**
 * The edge's settings for servers all on loopback: the API replicas' and the SSR server's ports,
 * the public and internal listening ports; `settings` on top of them and the defaults.
 */
export function loopbackEdge(
  ports: { api: readonly number[]; ssr: number; edge: number; internal: number },
  settings: Partial<EdgeSettings> = {},
): EdgeSettings {
  return {
    ...EDGE_DEFAULTS,
    EDGE_API_SERVERS: ports.api.map((port) => `127.0.0.1:${port}`).join(','),
    EDGE_SSR_SERVERS: `127.0.0.1:${ports.ssr}`,
    EDGE_LISTEN: `127.0.0.1:${ports.edge}`,
    EDGE_INTERNAL_LISTEN: `127.0.0.1:${ports.internal}`,
    ...settings,
  };
}

/**
 * The edge with only its static half alive: nginx under `dir` serving `root`, both upstreams
 * pointed at a port nobody listens on. Resolves once `probePath` answers, with the public address.
 */
export async function startStaticEdge(
  dir: string,
  root: string,
  probePath: string,
  settings: Partial<EdgeSettings> = {},
): Promise<{ nginx: Started; base: string }> {
  const [edgePort, internalPort, unused] = await Promise.all([freePort(), freePort(), freePort()]);
  const ports = { api: [unused], ssr: unused, edge: edgePort, internal: internalPort };
  const nginx = startNginx(
    join(dir, 'nginx'),
    loopbackEdge(ports, {
      EDGE_STATIC_ROOT: root,
      EDGE_ACCESS_LOG: join(dir, 'nginx', 'access.log'),
      ...settings,
    }),
  );
  const base = `http://127.0.0.1:${edgePort}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${base}${probePath}`).then(
      () => true,
      () => false,
    );
    if (up) return { nginx, base };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopProcess(nginx);
  throw new Error(`nginx did not start:\n${nginx.lines.join('\n')}`);
}
