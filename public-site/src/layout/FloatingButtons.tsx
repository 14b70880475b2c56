import { Icon, PhoneLink } from '@tow/shared-ui/host/components';
import { type BusinessProfile, fillCopy } from '../lib/business-profile.ts';
import styles from './FloatingButtons.module.css';

const CHAT_TEXT = 'Hello {company}, I need help with my vehicle. My location is: ';

/** The call and chat buttons, fixed at the bottom right of every public page. */
export function FloatingButtons({ profile }: { profile: BusinessProfile }) {
  const chatHref = `https://wa.me/${profile.whatsapp}?text=${encodeURIComponent(fillCopy(CHAT_TEXT, profile))}`;
  return (
    <div className={styles.floating}>
      {profile.whatsapp && (
        <a
          href={chatHref}
          className={styles.chat}
          target="_blank"
          rel="noopener"
          aria-label="Chat with us on WhatsApp (opens in a new tab)"
        >
          <Icon name="whatsapp-chat" size="1.75rem" />
        </a>
      )}
      <PhoneLink
        phone={profile.phone}
        variant="button"
        className={styles.call}
        aria-label={`Call now on ${profile.phone}`}
        label={<span className={styles.callLabel}>Call now</span>}
      />
    </div>
  );
}
