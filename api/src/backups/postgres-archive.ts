import { spawn } from 'node:child_process';
import { collectText } from '../lib/collect-text.ts';

/**
 * PostgreSQL's own tools do the work: pg_dump's custom format (compressed, restored object by
 * object with pg_restore) is what PostgreSQL's documentation recommends for a database of this
 * size. Their client must be as new as the server (Debian: `postgresql-client`).
 */

interface Finished {
  stdout: string;
  stderr: string;
}

/**
 * The URL without its password, and the password in PGPASSWORD: a command's arguments are
 * visible to every user of the machine (`ps`), its environment is not.
 */
function connection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    url: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/** Runs `command`; rejects with its own words on stderr when it fails or cannot start. */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout = collectText(child.stdout);
    const stderr = collectText(child.stderr);
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${command} is not installed here (PostgreSQL's client tools: apt-get install postgresql-client)`
            : `${command} could not start: ${error.message}`,
        ),
      );
    });
    child.once('close', (code) => {
      if (code === 0) resolve({ stdout: stdout(), stderr: stderr() });
      else
        reject(new Error(`${command} failed (exit ${code}): ${stderr().trim() || 'no message'}`));
    });
  });
}

/** The whole database of `url` into `path`, in pg_dump's custom format, as of one snapshot. */
export async function dumpPostgres(url: string, path: string): Promise<void> {
  const target = connection(url);
  await run('pg_dump', ['--format=custom', `--file=${path}`, target.url], target.env);
}

/**
 * The names of the migrations the dumped database had run (its `kysely_migration` rows), read
 * from the archive itself; null when the dump has no such table (not this product's database).
 */
export async function dumpedMigrations(path: string): Promise<string[] | null> {
  const { stdout } = await run('pg_restore', [
    '--data-only',
    '--table=kysely_migration',
    '--file=-',
    path,
  ]);
  const lines = stdout.split('\n');
  const start = lines.findIndex((line) => /^COPY public\.kysely_migration\b/.test(line));
  if (start < 0) return null;
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line === '\\.') break;
    const name = line.split('\t')[0];
    if (name) names.push(name);
  }
  return names;
}

/**
 * Loads the archive into the database of `url` in one transaction: all of it or nothing. psql
 * gets `BEGIN`, the archive as SQL from pg_restore, and `COMMIT` only once pg_restore finished
 * without error: a damaged archive ends the input with the transaction open, and the server
 * rolls it back. `replace` empties the schema first, inside the same transaction.
 */
export async function restorePostgres(
  url: string,
  path: string,
  options: { replace: boolean },
): Promise<void> {
  const script = spawn(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--file=-', path],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const target = connection(url);
  const psql = spawn(
    'psql',
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${target.url}`, '--file=-'],
    { env: target.env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const scriptError = collectText(script.stderr);
  const loadError = collectText(psql.stderr);
  // psql stopping at the first error closes its input while pg_restore still writes.
  psql.stdin.on('error', () => {});
  const ended = (child: typeof script | typeof psql) =>
    new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
  const scriptEnded = ended(script);
  const loadEnded = ended(psql);
  psql.stdin.write('BEGIN;\n');
  if (options.replace) psql.stdin.write('DROP SCHEMA public CASCADE;\nCREATE SCHEMA public;\n');
  script.stdout.pipe(psql.stdin, { end: false });
  const scriptCode = await scriptEnded;
  if (scriptCode === 0) psql.stdin.end('COMMIT;\n');
  else psql.stdin.end();
  const loadCode = await loadEnded;
  if (loadCode !== 0)
    throw new Error(`psql failed (exit ${loadCode}): ${loadError().trim() || 'no message'}`);
  if (scriptCode !== 0)
    throw new Error(
      `pg_restore failed (exit ${scriptCode}): ${scriptError().trim() || 'no message'}`,
    );
}
