import { CheckboxField } from '@tow/shared-ui/host/components';
import { useEffect, useState } from 'react';
import { errorMessage } from '../api/api-error.ts';
import { notificationsAllowed } from '../live/notify.ts';
import {
  currentSubscription,
  NOTIFICATIONS_BLOCKED,
  NotificationsBlocked,
  pushNeedsHomeScreen,
  pushSupported,
  subscribeToPush,
  unsubscribeFromPush,
} from './push-subscription.ts';

const HINTS = {
  push: 'New requests reach this device even when the console is closed.',
  page: 'This browser cannot receive push: new requests show a notification while the console is open.',
  homeScreen:
    'On an iPhone or iPad, push notifications arrive only in the console added to the Home Screen: tap Share, then Add to Home Screen, open it from there and turn this on.',
};

/**
 * "Notify me on this device": per browser, never asked on load. With Web Push it subscribes
 * (and unsubscribes) this browser; without it, it asks only for page notifications.
 */
export function PushToggle() {
  const supported = pushSupported();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let current = true;
    if (!supported) {
      setOn(notificationsAllowed());
      return;
    }
    currentSubscription()
      .then((subscription) => {
        if (current) setOn(subscription !== null && notificationsAllowed());
      })
      .catch((failure: unknown) => {
        console.warn('Could not read the push subscription', failure);
        if (current) setOn(false);
      });
    return () => {
      current = false;
    };
  }, [supported]);

  const change = async (wanted: boolean) => {
    setBusy(true);
    setError(undefined);
    try {
      if (supported) {
        await (wanted ? subscribeToPush() : unsubscribeFromPush());
        setOn(wanted);
      } else if (wanted && 'Notification' in window) {
        const allowed = (await Notification.requestPermission()) === 'granted';
        setOn(allowed);
        if (!allowed) setError(NOTIFICATIONS_BLOCKED);
      } else {
        setOn(false);
      }
    } catch (failure) {
      console.warn('Changing push notifications failed', failure);
      setError(
        failure instanceof NotificationsBlocked
          ? failure.message
          : errorMessage(
              failure,
              'Could not change notifications on this device. Please try again.',
            ),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <CheckboxField
      label="Notify me on this device"
      name="notify-device"
      checked={on === true}
      disabled={on === null || busy}
      aria-busy={busy}
      onChange={(event) => void change(event.target.checked)}
      hint={pushNeedsHomeScreen() ? HINTS.homeScreen : supported ? HINTS.push : HINTS.page}
      error={error}
    />
  );
}
