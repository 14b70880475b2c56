import { Button } from '@tow/shared-ui/host/components';
import { type FormEvent, useState } from 'react';
import { type CoverageOutcome, checkCoverage, POSTCODE_PARAM } from '../../data/coverage.ts';
import { CoverageAnswer } from './CoverageAnswer.tsx';
import styles from './coverage.module.css';

export interface CoverageCheckProps {
  readonly phone: string;
  /** The page's path: without JavaScript the form is sent there and the server answers. */
  readonly pathname: string;
  /** Unique on the page: the section's anchor and its fields' ids. */
  readonly id: string;
  /** The check the page was asked with (`?postcode=`), null without one. */
  readonly outcome: CoverageOutcome | null;
  /** `hero`: on the dark band at the top of a page; `panel`: a card among others. */
  readonly look: 'hero' | 'panel';
  /** A postcode of the company's ground for the empty box ('' for none): postcode-example.ts. */
  readonly example: string;
}

/**
 * "Do we cover you?": a postcode or its first half, answered with the area or the phone. A
 * plain GET form the server answers (`?postcode=`); once its island wakes, answered in place.
 */
export function CoverageCheckIsland({
  phone,
  pathname,
  id,
  outcome: served,
  look,
  example,
}: CoverageCheckProps) {
  const [outcome, setOutcome] = useState(served);
  const [checking, setChecking] = useState(false);

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const asked = String(new FormData(event.currentTarget).get(POSTCODE_PARAM) ?? '').trim();
    if (asked === '' || checking) return;
    setChecking(true);
    setOutcome(await checkCoverage(asked));
    setChecking(false);
  };

  const error = outcome?.kind === 'invalid' ? outcome.message : null;
  const inputId = `${id}-postcode`;
  return (
    <section id={id} className={`${styles.check} ${styles[look]}`} aria-labelledby={`${id}-label`}>
      <form method="get" action={`${pathname}#${id}`} onSubmit={check} className={styles.form}>
        <label id={`${id}-label`} htmlFor={inputId} className={styles.label}>
          Do we cover you? <span className={styles.labelHint}>Enter your postcode</span>
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            name={POSTCODE_PARAM}
            className={styles.input}
            defaultValue={outcome?.asked ?? ''}
            placeholder={example ? `e.g. ${example}` : undefined}
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={16}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <Button type="submit" variant="primary" loading={checking}>
            Check
          </Button>
        </div>
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </form>
      <div aria-live="polite">
        {outcome && outcome.kind !== 'invalid' && (
          <CoverageAnswer outcome={outcome} phone={phone} />
        )}
      </div>
    </section>
  );
}
