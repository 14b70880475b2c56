import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The one nginx configuration, in production and in the topology test alike. */
export const NGINX_TEMPLATE = join(import.meta.dirname, '..', 'nginx', 'towing.conf.template');

/**
 * Every `${EDGE_...}` of the template, with the value a single-host production start would use.
 * Server lists are comma-separated `host:port`.
 */
export const EDGE_DEFAULTS = {
  EDGE_API_SERVERS: '127.0.0.1:3001',
  EDGE_SSR_SERVERS: '127.0.0.1:3002',
  EDGE_LISTEN: '80',
  EDGE_INTERNAL_LISTEN: '127.0.0.1:8080',
  EDGE_SERVER_NAME: '_',
  EDGE_STATIC_ROOT: '/srv/towing',
  EDGE_ACCESS_LOG: '/var/log/nginx/towing.access.log',
  EDGE_MAX_BODY: '128k',
  EDGE_LOGIN_RATE: '10r/m',
  EDGE_LOGIN_BURST: '5',
  EDGE_CALLBACK_RATE: '20r/m',
  EDGE_CALLBACK_BURST: '10',
  /** `self`: the console is served here; `none`: 404; an origin: a redirect to it. */
  EDGE_CONSOLE_ORIGIN: 'self',
} as const;

export type EdgeSettings = Record<keyof typeof EDGE_DEFAULTS, string>;

const SERVER_LISTS = new Set<keyof EdgeSettings>(['EDGE_API_SERVERS', 'EDGE_SSR_SERVERS']);
const SAFE_VALUE = /^[\w.:/*,@-]+$/;
const CONSOLE_ORIGIN = /^(self|none|https?:\/\/[a-z0-9.-]+(:\d+)?)$/i;

/** A list of `host:port` as upstream `server` lines; a replica that fails is rested 10 s. */
function upstreamServers(list: string): string {
  const servers = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (servers.length === 0) throw new Error('an upstream needs at least one host:port');
  return servers.map((server) => `  server ${server} max_fails=1 fail_timeout=10s;`).join('\n');
}

/** The settings from `env` (names as in EDGE_DEFAULTS), defaults for the rest. */
export function readEdgeSettings(env: Record<string, string | undefined> = process.env) {
  const settings = { ...EDGE_DEFAULTS } as EdgeSettings;
  for (const name of Object.keys(EDGE_DEFAULTS) as (keyof EdgeSettings)[]) {
    const value = env[name];
    if (value !== undefined && value !== '') settings[name] = value;
  }
  return settings;
}

/**
 * Fills the template. Values are checked to be plain words (no spaces, quotes, braces or
 * semicolons), so a setting can never smuggle in a directive.
 */
export function renderNginxConfig(
  settings: EdgeSettings,
  template = readFileSync(NGINX_TEMPLATE, 'utf8'),
): string {
  return template.replace(/\$\{(EDGE_[A-Z_]+)\}/g, (_, name: string) => {
    if (!(name in settings)) throw new Error(`The nginx template uses unknown setting ${name}`);
    const key = name as keyof EdgeSettings;
    const value = settings[key];
    const words = SERVER_LISTS.has(key) ? value.split(',').map((s) => s.trim()) : [value];
    for (const word of words.filter(Boolean)) {
      if (!SAFE_VALUE.test(word)) throw new Error(`${name} has characters nginx would misread`);
    }
    if (key === 'EDGE_CONSOLE_ORIGIN' && !CONSOLE_ORIGIN.test(value)) {
      throw new Error('EDGE_CONSOLE_ORIGIN is self, none or an origin such as https://host');
    }
    return SERVER_LISTS.has(key) ? upstreamServers(value) : value;
  });
}
