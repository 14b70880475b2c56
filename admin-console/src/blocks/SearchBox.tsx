import { Icon } from '@tow/shared-ui/host/components';
import { useId } from 'react';
import styles from './SearchBox.module.css';

export interface SearchBoxProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Visible label, e.g. "Search services". */
  readonly label: string;
  readonly placeholder?: string;
}

/** The free-text search of a list screen (filter with matchesSearch). */
export function SearchBox({ value, onChange, label, placeholder }: SearchBoxProps) {
  const id = useId();
  return (
    <search className={styles.search}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <Icon name="search" className={styles.icon} />
        <input
          id={id}
          type="search"
          className={styles.input}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
        />
      </div>
    </search>
  );
}
