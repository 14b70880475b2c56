import type { Logger } from '@tow/server-kit/logger';
import type { ApiFetch } from '../data/api.ts';

/** Between attempts while the API cannot be reached or does not say. */
const RETRY_MS = 2_000;

/**
 * Follows the version of the public content that the API keeps (every replica learns a staff
 * change from the database) and calls `onChange` the moment it changes, so the pages this
 * server keeps are dropped whichever replica took the change. A long poll: the API answers
 * `GET /api/content-version?after=N` when the version is no longer N (or after a while with
 * the same one, and the next poll follows). After a failed poll the next answer counts as a
 * change, as one may have been missed; meanwhile pages still expire after their short TTL.
 * It starts with the first page request (`start`), not with the process: a server started
 * before the API would otherwise mark every API upstream of an nginx in between as failed.
 */
export function watchContentVersion(
  apiFetch: ApiFetch,
  onChange: () => void,
  logger: Logger,
): { start: () => void; stop: () => void } {
  const abort = new AbortController();
  let known: number | undefined;
  let failing = false;

  const poll = async () => {
    const query = known === undefined ? '' : `?after=${known}`;
    const response = await apiFetch(`/api/content-version${query}`, {
      headers: { Accept: 'application/json' },
      signal: abort.signal,
    });
    if (!response.ok) throw new Error(`GET /api/content-version answered ${response.status}`);
    const { version } = (await response.json()) as { version: number };
    // The first answer counts too: pages kept before it may predate its version.
    if (failing || version !== known) onChange();
    known = version;
    failing = false;
  };

  let started = false;
  const follow = async () => {
    while (!abort.signal.aborted) {
      try {
        await poll();
      } catch (error) {
        if (abort.signal.aborted) return;
        if (!failing) logger.warn({ err: error }, 'cannot follow content changes; retrying');
        failing = true;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
      }
    }
  };
  return {
    start: () => {
      if (started) return;
      started = true;
      void follow();
    },
    stop: () => abort.abort(),
  };
}
