import type { OnCallNow } from '@tow/contracts';
import styles from './OnCallScreen.module.css';

/** "On call now: Ann (primary), Ben (backup)", or that nobody is. */
export function OnCallNowLine({ now, failed }: { now: OnCallNow | null; failed: boolean }) {
  return (
    <p className={styles.now} role="status" data-testid="on-call-now">
      {failed ? (
        'Could not check who is on call now.'
      ) : !now ? (
        'Checking who is on call now…'
      ) : now.primary ? (
        <>
          On call now: <strong>{now.primary.name}</strong> (primary)
          {now.backup ? (
            <>
              , <strong>{now.backup.name}</strong> (backup)
            </>
          ) : (
            ', no backup'
          )}
        </>
      ) : (
        'Nobody is on call now.'
      )}
    </p>
  );
}
