import { Button, TextField } from '@tow/shared-ui/host/components';
import styles from './ServicesScreen.module.css';

export interface FeatureRowsProps {
  readonly features: readonly string[];
  readonly onChange: (features: readonly string[]) => void;
  /** The server's or the schema's message about the list. */
  readonly error?: string;
}

/**
 * The service's feature list: one input per feature, Add feature, and Remove on each row while
 * more than one is left (spec section 3: at least one input row is kept). Empty rows are dropped
 * when saving (servicePayload), not here, so a row can be added before it is typed in.
 */
export function FeatureRows({ features, onChange, error }: FeatureRowsProps) {
  const set = (index: number, text: string) =>
    onChange(features.map((feature, i) => (i === index ? text : feature)));
  const remove = (index: number) => onChange(features.filter((_, i) => i !== index));
  return (
    <fieldset className={styles.features}>
      <legend className={styles.legend}>Features</legend>
      <ol className={styles.featureList}>
        {features.map((feature, index) => (
          // Rows have no identity of their own: controlled inputs keyed by position.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className={styles.featureRow}>
            <TextField
              label={`Feature ${index + 1}`}
              name="features"
              value={feature}
              maxLength={200}
              onChange={(event) => set(index, event.target.value)}
              className={styles.featureField}
            />
            {features.length > 1 && (
              <Button
                variant="secondary"
                icon="trash"
                onClick={() => remove(index)}
                className={styles.removeFeature}
              >
                <span className="visually-hidden">Remove feature {index + 1}</span>
              </Button>
            )}
          </li>
        ))}
      </ol>
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <Button variant="secondary" icon="plus" onClick={() => onChange([...features, ''])}>
        Add feature
      </Button>
    </fieldset>
  );
}
