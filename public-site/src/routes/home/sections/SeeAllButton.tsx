import { Button } from '@tow/shared-ui/host/components';
import type { ReactNode } from 'react';
import styles from './sections.module.css';

/** The centred button under a home section, to the page with all of its kind. */
export function SeeAllButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className={styles.center}>
      <Button href={href} variant="secondary">
        {children}
      </Button>
    </p>
  );
}
