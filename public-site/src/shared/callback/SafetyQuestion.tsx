import { Icon, PhoneLink } from '@tow/shared-ui/host/components';
import type { BusinessProfile } from '../../lib/business-profile.ts';
import styles from './callback.module.css';

/**
 * "Are you somewhere unsafe?" first in the form. Ticking it shows the advice straight away (CSS
 * `:has()`, so it works without JavaScript) and makes the request an emergency. The advice is
 * our own short version of the Highway Code's rules for a breakdown on a motorway (rules 274-275)
 * and National Highways' smart motorway guidance. With JavaScript, ticking it also brings the
 * 999 button into view (page-script/safety-advice.ts).
 */
export function SafetyQuestion({
  profile,
  defaultChecked,
  onChange,
}: {
  profile: BusinessProfile;
  defaultChecked: boolean;
  onChange: (unsafe: boolean) => void;
}) {
  return (
    <fieldset className={styles.safety}>
      <legend className={styles.safetyLegend}>Are you somewhere unsafe?</legend>
      <label className={styles.unsafeChoice}>
        <input
          type="checkbox"
          name="unsafe_location"
          value="yes"
          defaultChecked={defaultChecked}
          aria-describedby="safety-advice"
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span>
          Yes: I am on a hard shoulder, in a live lane, on a smart motorway or near a blind bend
        </span>
      </label>
      <div id="safety-advice" className={styles.advice}>
        <p className={styles.adviceTitle}>
          <Icon name="alert-triangle" className={styles.statusIcon} />
          Get yourself safe first
        </p>
        <ul>
          <li>Turn on your hazard lights (and sidelights if it is dark or foggy).</li>
          <li>
            Get out by the <strong>left-hand door</strong>, away from the traffic, with your
            passengers. Leave animals in the car.
          </li>
          <li>
            Get <strong>behind the barrier</strong> and stay there, away from the car and the road.
            Do not try to fix the car.
          </li>
          <li>
            If you are stopped in a <strong>live lane</strong>, or you cannot get out safely, stay
            in with your seat belt on and <strong>call 999</strong> now.
          </li>
        </ul>
        <a className={styles.call999} href="tel:999">
          <Icon name="phone" />
          Call 999
        </a>
        <p className={styles.adviceNext}>
          When you are safe, send this form as an emergency or call us on{' '}
          <PhoneLink phone={profile.phone} />.
        </p>
      </div>
    </fieldset>
  );
}
