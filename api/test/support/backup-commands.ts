import { spawn } from 'node:child_process';
import { collectText } from '../../src/lib/collect-text.ts';
import { NODE, REPO_ROOT } from './api-process.ts';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run <backup|restore>`'s script as the root command does (the repository's Node, from
 * the repository root) with `env` on top of this process's, and answers what it printed.
 */
export function runBackupCommand(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string | undefined>,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(NODE, [`api/src/cli/${command}.ts`, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, INIT_CWD: REPO_ROOT, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout = collectText(child.stdout);
    const stderr = collectText(child.stderr);
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout: stdout(), stderr: stderr() }));
  });
}

/** The path after "Backup written: " in the command's answer. */
export function writtenBackup(result: CommandResult): string {
  const path = /^Backup written: (.+) \([\d.]+ MB\)$/m.exec(result.stdout)?.[1];
  if (result.code !== 0 || !path)
    throw new Error(`npm run backup failed (${result.code}):\n${result.stdout}${result.stderr}`);
  return path;
}
