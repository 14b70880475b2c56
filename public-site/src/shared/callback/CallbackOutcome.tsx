import { Button, Icon, PhoneLink } from '@tow/shared-ui/host/components';
import type { BusinessProfile } from '../../lib/business-profile.ts';
import styles from './callback.module.css';
import { CALLBACK_NOT_SENT_MESSAGE, type CallbackActionData } from './send-callback.ts';
import { smsLink } from './sms-link.ts';

export interface CallbackOutcomeProps {
  readonly profile: BusinessProfile;
  readonly result: CallbackActionData | undefined;
  /** The form the "Try again" button sends. */
  readonly formId: string;
}

/**
 * What became of a send: the reference and the status page's link, or the message with, for a
 * send lost to the signal, "Try again" and "Text us instead".
 */
export function CallbackOutcome({ profile, result, formId }: CallbackOutcomeProps) {
  return (
    <>
      {result?.ok && (
        <div className={`${styles.status} ${styles.success}`} role="status">
          <Icon name="check" className={styles.statusIcon} />
          <div>
            <p>{result.message}</p>
            {result.reference && (
              <p className={styles.reference}>
                Your reference: <strong>{result.reference}</strong>
              </p>
            )}
            {result.statusUrl && (
              <p className={styles.statusDetail}>
                <a href={result.statusUrl}>See where your request stands</a>. Keep that page: it
                shows when we are on our way.
              </p>
            )}
            <p className={styles.statusDetail}>
              Need help sooner? Call us any time on <PhoneLink phone={profile.phone} />.
            </p>
          </div>
        </div>
      )}
      {result && !result.ok && (
        <div className={`${styles.status} ${styles.failure}`} role="alert">
          <Icon name="alert-triangle" className={styles.statusIcon} />
          <div>
            <p>{result.message}</p>
            {Object.keys(result.errors).length > 0 && (
              <p className={styles.statusDetail}>Please check the fields marked below.</p>
            )}
            {result.retryable && (
              <>
                <p className={styles.statusDetail}>
                  {CALLBACK_NOT_SENT_MESSAGE} We will send it again by ourselves when your
                  connection comes back.
                </p>
                <div className={styles.retryActions}>
                  <Button type="submit" form={formId} variant="primary" icon="phone">
                    Try again
                  </Button>
                  <Button
                    href={smsLink(profile.phone, {
                      name: result.values.name,
                      phone: result.values.phone,
                      location: result.values.location,
                      service_type: result.values.service_type,
                      message: result.values.message,
                      unsafe: result.values.unsafe_location === 'yes',
                    })}
                    variant="secondary"
                    icon="message"
                  >
                    Text us instead
                  </Button>
                </div>
              </>
            )}
          </div>
        </div>
      )}
    </>
  );
}
