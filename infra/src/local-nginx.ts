import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';

export interface LocalNginxOptions {
  readonly workers: number | 'auto';
  readonly connections: number;
  /** The inside of the `http` block. */
  readonly http: string;
}

/**
 * Prepares nginx to run in the foreground as the current user with everything under `dir`: a main
 * configuration that keeps pid, temp files and logs out of root-only paths, checked with `-t` so a
 * bad one fails here with nginx's own message. Answers the arguments to start it with.
 */
export function prepareLocalNginx(
  nginxPath: string,
  dir: string,
  { workers, connections, http }: LocalNginxOptions,
): string[] {
  mkdirSync(dir, { recursive: true });
  // As root, the master would hand the workers to `nobody`; keep them as who we are.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};` : '';
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${user}
worker_processes ${workers};
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections ${connections}; }
http {
  client_body_temp_path ${join(dir, 'client-body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
${http}
}
`,
  );
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')];
  execFileSync(nginxPath, [...args, '-t'], { stdio: 'pipe' });
  return args;
}
