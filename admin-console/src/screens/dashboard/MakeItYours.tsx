import type { DemoContentCounts, GettingStarted } from '@tow/contracts/getting-started';
import { Button, Icon, Modal } from '@tow/shared-ui/host/components';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { useApiRead } from '../../api/use-api-read.ts';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import styles from './MakeItYours.module.css';
import { demoCountsInWords, MAKE_IT_YOURS_STEPS } from './make-it-yours-steps.ts';

const pickChecklist = (answer: { checklist: GettingStarted }) => answer.checklist;

/** A step's words, with what is left to do where the data says it. */
function stepWords(step: string, done: boolean, text: string, checklist: GettingStarted): string {
  if (done) return text;
  if (step === 'demo')
    return `${demoCountsInWords(checklist.demo)} from the demo are still here. ${text}`;
  const missing = checklist.areas_without_districts;
  if (step === 'areas' && missing.length > 0) {
    return `${text} No postcode districts yet: ${missing.join(', ')}.`;
  }
  return text;
}

/**
 * "Make it yours" at the top of the dashboard while the demo's made-up requests, reviews or
 * offers are left: each step ticked from the data (GET /api/getting-started), and for owners
 * the removal of the demo content behind a confirmation. `onRemoved` lets the dashboard reload
 * its lists, which no longer hold the demo rows.
 */
export function MakeItYours({ isOwner, onRemoved }: { isOwner: boolean; onRemoved: () => void }) {
  // The dashboard works without the checklist: a failed read only goes to the console log.
  const { value: checklist, reload } = useApiRead(
    '/getting-started',
    pickChecklist,
    'could not read the getting-started checklist',
  );
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removed, setRemoved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function remove() {
    setRemoving(true);
    setFailure(null);
    try {
      const answer = await apiRequest<{ message: string; removed: DemoContentCounts }>(
        'DELETE',
        '/demo-content',
      );
      setRemoved(answer.message);
      setConfirming(false);
      await reload();
      onRemoved();
    } catch (problem) {
      setFailure(errorMessage(problem, 'An error occurred'));
    } finally {
      setRemoving(false);
    }
  }

  if (removed) {
    return (
      <p className={styles.removed} role="status">
        <Icon name="check" /> {removed}.
      </p>
    );
  }
  if (!checklist?.show) return null;
  const doneCount = checklist.items.filter((item) => item.done).length;
  const left = demoCountsInWords(checklist.demo);

  return (
    <section className={styles.card} aria-labelledby="make-it-yours-heading">
      <div className={styles.head}>
        <h2 id="make-it-yours-heading">Make it yours</h2>
        <p className={styles.progress}>
          {doneCount} of {checklist.items.length} done
        </p>
      </div>
      <p className={styles.intro}>
        Your site is showing demo content. These steps turn it into your company’s own site.
      </p>
      <ol className={styles.steps}>
        {checklist.items.map(({ step, done }) => {
          const { title, to, text } = MAKE_IT_YOURS_STEPS[step];
          return (
            <li key={step} className={done ? styles.done : styles.todo} data-step={step}>
              <span className={styles.mark} aria-hidden="true">
                {done ? <Icon name="check" /> : null}
              </span>
              <div className={styles.stepText}>
                {to ? (
                  <Link to={to} className={styles.stepTitle}>
                    {title}
                  </Link>
                ) : (
                  <span className={styles.stepTitle}>{title}</span>
                )}
                <span className={styles.state}>{done ? 'Done' : 'To do'}</span>
                <span className={styles.stepWords}>{stepWords(step, done, text, checklist)}</span>
                {step === 'demo' && !done && (
                  <div className={styles.stepAction}>
                    {isOwner ? (
                      <Button variant="danger" icon="trash" onClick={() => setConfirming(true)}>
                        Remove demo content
                      </Button>
                    ) : (
                      <span className={styles.stepWords}>An owner can remove them.</span>
                    )}
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <Modal
        open={confirming}
        onClose={() => !removing && setConfirming(false)}
        title="Remove the demo content?"
        size="sm"
        footer={
          <div className={styles.footer}>
            <Button
              variant="secondary"
              onClick={() => setConfirming(false)}
              disabled={removing}
              data-autofocus
            >
              Cancel
            </Button>
            <Button variant="danger" icon="trash" onClick={remove} loading={removing}>
              {removing ? 'Removing...' : 'Remove demo content'}
            </Button>
          </div>
        }
      >
        <p>
          This deletes the {left} the demo added, for good. Requests, reviews and offers you added
          or changed stay, and so do your services, areas and pages.
        </p>
        {failure && <ErrorBox>{failure}</ErrorBox>}
      </Modal>
    </section>
  );
}
