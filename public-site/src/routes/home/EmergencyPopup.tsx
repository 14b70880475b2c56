import { CloseButton, Icon, PhoneLink } from '@tow/shared-ui/host/components';
import { type BusinessProfile, fillCopy } from '../../lib/business-profile.ts';
import { HOME_EMERGENCY_POPUP } from './content.ts';
import styles from './EmergencyPopup.module.css';

/**
 * The home page's emergency-help pop-up: a non-modal dialog, a manual popover that
 * src/page-script/emergency-popup.ts shows 3 seconds after the page opens (the spec's "flag after
 * home mount"), never without script, never blocking the page or the call link. It does not take
 * focus; Escape or the close button dismisses it for the session.
 */
export function EmergencyPopup({ profile }: { profile: BusinessProfile }) {
  return (
    <div
      id="emergency-popup"
      className={styles.popup}
      popover="manual"
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
      <CloseButton
        label={HOME_EMERGENCY_POPUP.closeLabel}
        popoverTarget="emergency-popup"
        className={styles.close}
      />
    </div>
  );
}
