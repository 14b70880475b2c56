import type { ComponentProps } from 'react';
import styles from './ListNote.module.css';

/** A line of small print over a list: how many it shows, what it is narrowed to. */
export function ListNote(props: Omit<ComponentProps<'p'>, 'className'>) {
  return <p {...props} className={styles.note} />;
}
