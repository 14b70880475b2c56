import type { SiteTextVersion } from '@tow/contracts/site-text';
import { Button } from '@tow/shared-ui/host/components';
import { formatDateTime } from '../../lib/format.ts';
import styles from './SiteTextScreen.module.css';

/** Every published version, newest first, with who and when; owners restore an earlier one. */
export function SiteTextVersions({
  versions,
  canRestore,
  restoring,
  onRestore,
}: {
  versions: readonly SiteTextVersion[];
  canRestore: boolean;
  restoring: number | null;
  onRestore: (version: SiteTextVersion) => void;
}) {
  if (versions.length === 0) {
    return (
      <p className={styles.muted}>Nothing published yet: the site shows the standard words.</p>
    );
  }
  return (
    <ol className={styles.versions}>
      {versions.map((version, index) => (
        <li key={version.id} className={styles.version}>
          <div className={styles.versionHead}>
            <strong>
              {formatDateTime(version.published_at)}
              {index === 0 && <span className={styles.live}> · Live now</span>}
            </strong>
            <span className={styles.muted}>
              {version.published_by ?? 'Someone no longer here'}
              {version.restored_from !== null && ' · restored an earlier version'}
            </span>
          </div>
          <p className={styles.versionHeading}>{version.heading}</p>
          <p className={styles.versionBody}>{version.body}</p>
          {canRestore && index > 0 && (
            <Button
              variant="secondary"
              size="sm"
              loading={restoring === version.id}
              onClick={() => onRestore(version)}
              aria-label={`Restore the version of ${formatDateTime(version.published_at)}`}
            >
              Restore
            </Button>
          )}
        </li>
      ))}
    </ol>
  );
}
