import { Icon, PhoneLink } from '@tow/shared-ui/host/components';
import { useEffect, useRef, useState } from 'react';
import { type BusinessProfile, fillCopy } from '../../lib/business-profile.ts';
import { HOME_EMERGENCY_POPUP } from './content.ts';
import styles from './EmergencyPopup.module.css';

/** How long after the home page mounts the pop-up appears (spec 9: "flag after home mount"). */
const HOME_MOUNT_FLAG_MS = 3_000;

/** Once closed, the pop-up stays closed for the rest of the browser session. */
const DISMISSED_KEY = 'wmr-emergency-popup-dismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The home page's emergency-help pop-up: a non-modal dialog that appears 3 seconds after the page
 * mounts (the spec's "flag after home mount"), never on the server, never blocking the page or the
 * call link. It does not take focus; Escape or the close button dismisses it for the session.
 */
export function EmergencyPopup({ profile }: { profile: BusinessProfile }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (wasDismissed()) return;
    const timer = window.setTimeout(() => setOpen(true), HOME_MOUNT_FLAG_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const close = () => {
    setOpen(false);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage blocked: it just shows again on the next visit to the home page.
    }
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && dialog.current?.contains(document.activeElement)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  if (!open) return null;
  return (
    <div
      ref={dialog}
      className={styles.popup}
      role="dialog"
      aria-modal="false"
      aria-labelledby="emergency-popup-title"
      aria-describedby="emergency-popup-text"
    >
      <span className={styles.icon} aria-hidden="true">
        <Icon name="alert-triangle" />
      </span>
      <div className={styles.body}>
        <h2 id="emergency-popup-title" className={styles.title}>
          {HOME_EMERGENCY_POPUP.title}
        </h2>
        <p id="emergency-popup-text" className={styles.text}>
          {fillCopy(HOME_EMERGENCY_POPUP.text, profile)}
        </p>
        <PhoneLink
          phone={profile.phone}
          variant="button"
          label={fillCopy(HOME_EMERGENCY_POPUP.callLabel, profile)}
          className={styles.call}
        />
      </div>
      <button
        type="button"
        className={styles.close}
        onClick={close}
        aria-label={HOME_EMERGENCY_POPUP.closeLabel}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
