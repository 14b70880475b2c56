import styles from './request-status.module.css';
import type { TimelineStep } from './status-timeline.ts';

/** The steps the request has reached with their times; the last one is where it stands. */
export function StatusTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <section aria-labelledby="so-far">
      <h2 id="so-far" className={styles.subheading}>
        So far
      </h2>
      <ol className={styles.timeline} data-testid="timeline">
        {steps.map((step, index) => (
          <li
            key={step.key}
            aria-current={index === steps.length - 1 ? 'step' : undefined}
            className={styles.step}
          >
            <span>{step.words}</span>
            <time dateTime={step.at}>{step.time}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
