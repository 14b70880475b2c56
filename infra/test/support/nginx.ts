import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@tow/server-kit/test-support/free-port';
import { EDGE_DEFAULTS, type EdgeSettings, renderNginxConfig } from '../../src/nginx-config.ts';
import { type Started, startProcess, stopProcess } from './processes.ts';

/** Debian's nginx (`nginx-light`), or NGINX_PATH. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const hasNginx = () => existsSync(NGINX_PATH);

/**
 * Runs nginx in the foreground as the current user with everything under `dir`: the production
 * template rendered with loopback settings, inside a minimal main configuration that keeps pid,
 * temp files and logs out of root-only paths.
 */
export function startNginx(dir: string, settings: EdgeSettings): Started {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'towing.conf'), renderNginxConfig(settings));
  // As root, the master would hand the workers to `nobody`; keep them as who we are.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};` : '';
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${user}
worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${join(dir, 'client-body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  include ${join(dir, 'towing.conf')};
}
`,
  );
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')];
  // A bad configuration fails here with nginx's own message, not as a timeout later.
  execFileSync(NGINX_PATH, [...args, '-t'], { stdio: 'pipe' });
  return startProcess('nginx', NGINX_PATH, args, {});
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
  const nginx = startNginx(join(dir, 'nginx'), {
    ...EDGE_DEFAULTS,
    EDGE_API_SERVERS: `127.0.0.1:${unused}`,
    EDGE_SSR_SERVERS: `127.0.0.1:${unused}`,
    EDGE_LISTEN: `127.0.0.1:${edgePort}`,
    EDGE_INTERNAL_LISTEN: `127.0.0.1:${internalPort}`,
    EDGE_STATIC_ROOT: root,
    EDGE_ACCESS_LOG: join(dir, 'nginx', 'access.log'),
    ...settings,
  });
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
