import { STATUS_NO_SCRIPT_REFRESH_SECONDS, STATUS_POLL_MS } from '@tow/contracts/request-reference';
import type { RequestStatus } from '@tow/contracts/request-status';
import { Icon, PhoneLink } from '@tow/shared-ui/host/components';
import { useEffect, useState } from 'react';
import { callApi } from '../../data/api.ts';
import type { BusinessProfile } from '../../lib/business-profile.ts';
import page from '../../shared/page.module.css';
import { useIsClient } from '../../shared/use-is-client.ts';
import { CrewTruck } from './CrewTruck.tsx';
import styles from './request-status.module.css';
import { StatusTimeline } from './StatusTimeline.tsx';
import { timelineOf } from './status-timeline.ts';
import { etaWords, isOpen, statusWords } from './status-words.ts';

/**
 * Asks the API again every STATUS_POLL_MS while the page is visible and the request open, and
 * at once when the driver comes back to the page. A failed look-up keeps what is shown.
 */
function useLiveStatus(token: string, initial: RequestStatus): RequestStatus {
  const [status, setStatus] = useState(initial);
  const open = isOpen(status.status);
  useEffect(() => {
    if (!open) return;
    let stopped = false;
    const refresh = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const response = await callApi(`/requests/status/${encodeURIComponent(token)}`, {
          headers: { Accept: 'application/json' },
          cache: 'no-store',
        });
        if (response.ok && !stopped) setStatus((await response.json()) as RequestStatus);
      } catch {
        // No signal for a moment: the next tick tries again.
      }
    };
    const timer = window.setInterval(refresh, STATUS_POLL_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [token, open]);
  return status;
}

export interface RequestStatusProps {
  readonly profile: BusinessProfile;
  readonly token: string;
  readonly initial: RequestStatus;
}

/** The driver's status page: an island woken at idle, so it can follow the request by itself. */
export function RequestStatusPage({ profile, token, initial }: RequestStatusProps) {
  const status = useLiveStatus(token, initial);
  const isClient = useIsClient();
  const words = statusWords(status);
  const open = isOpen(status.status);
  return (
    <main id="main" className={styles.main}>
      <div className={`${page.container} ${styles.column}`}>
        <p className={styles.greeting}>
          {status.first_name ? `Hello ${status.first_name}, this` : 'This'} is your request
        </p>
        <h1 className={styles.reference}>
          <span className={`${page.label} ${styles.referenceLabel}`}>Reference</span>
          <span data-testid="reference">{status.reference}</span>
        </h1>

        <section
          className={`${styles.status} ${styles[words.tone]}`}
          aria-live="polite"
          aria-atomic="true"
          data-testid="status"
          data-status={status.status}
        >
          <Icon name={words.tone === 'waiting' ? 'clock' : 'check'} className={styles.icon} />
          <div>
            <p className={styles.headline}>{words.headline}</p>
            <p>{words.detail}</p>
            {open && status.stage === 'en_route' && status.eta_minutes !== null && (
              <p className={styles.eta} data-testid="eta">
                Arriving in <strong>{etaWords(status.eta_minutes)}</strong>
              </p>
            )}
          </div>
        </section>

        {open && status.vehicle && (
          <CrewTruck crew={status.crew_first_name} vehicle={status.vehicle} />
        )}

        <StatusTimeline steps={timelineOf(status)} />

        {open && (
          <dl className={styles.facts}>
            {status.phone_last3 && (
              <div>
                <dt>We will call</dt>
                <dd>the number ending {status.phone_last3}</dd>
              </div>
            )}
            {status.text_updates && (
              <div>
                <dt>Updates</dt>
                <dd data-testid="text-updates">
                  by text to the same number, even if you close this page
                </dd>
              </div>
            )}
          </dl>
        )}

        <PhoneLink
          className={styles.call}
          phone={profile.phone}
          variant="banner"
          label={open ? 'Need us sooner? Call now' : 'Need help again? Call us'}
        />

        {open && (
          <section className={styles.wait} aria-labelledby="while-you-wait">
            <h2 id="while-you-wait">While you wait</h2>
            <ul>
              <li>
                Stay somewhere safe, away from the traffic: on a motorway, behind the barrier.
              </li>
              <li>Keep your phone on and with you. We will call from {profile.phone}.</li>
              <li>Have your car's make, model and registration ready.</li>
              <li>
                If you are in danger or stuck in a live lane, <a href="tel:999">call 999</a>.
              </li>
            </ul>
            <p className={styles.note}>
              {isClient
                ? 'This page updates by itself.'
                : `This page reloads itself every ${STATUS_NO_SCRIPT_REFRESH_SECONDS} seconds.`}
            </p>
          </section>
        )}
      </div>
    </main>
  );
}
