import type { ReactNode } from 'react';
import styles from './ErrorBox.module.css';

/** The red box of spec section 8 (login failure, save failure, load failures): read out at once. */
export function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <div className={styles.box} role="alert">
      {children}
    </div>
  );
}
