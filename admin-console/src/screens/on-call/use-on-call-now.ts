import type { OnCallNow } from '@tow/contracts';
import { useApiRead } from '../../api/use-api-read.ts';

/** Who is on call can change on the minute a shift starts: asked again this often. */
const REFRESH_MS = 60_000;

const whoOf = (answer: OnCallNow): OnCallNow => ({
  primary: answer.primary,
  backup: answer.backup,
});

/**
 * GET /api/on-call/now, asked again every minute and by `reload` (after the rota is saved).
 * `now` is null until the first answer; `failed` when the last ask failed.
 */
export function useOnCallNow(): {
  now: OnCallNow | null;
  failed: boolean;
  reload: () => Promise<void>;
} {
  const { value, failed, reload } = useApiRead(
    '/on-call/now',
    whoOf,
    'Could not read who is on call',
    REFRESH_MS,
  );
  return { now: value, failed, reload };
}
