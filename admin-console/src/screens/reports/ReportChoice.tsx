import styles from './ReportsScreen.module.css';

export interface ReportChoiceProps<Value extends string> {
  readonly legend: string;
  readonly name: string;
  readonly value: Value;
  readonly options: readonly (readonly [value: Value, label: string])[];
  readonly onChange: (value: Value) => void;
}

/** One choice of a few, as radio buttons drawn as a segmented control (arrow keys move it). */
export function ReportChoice<Value extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: ReportChoiceProps<Value>) {
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.choiceLegend}>{legend}</legend>
      <div className={styles.segments}>
        {options.map(([option, label]) => (
          <label key={option} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
