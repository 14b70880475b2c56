import {
  type AuditEvent,
  describeAuditEvent,
  REFERENCE_ALPHABET,
  REFERENCE_PREFIX,
} from '@tow/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../lib/format.ts';
import styles from './ActivityScreen.module.css';
import { recordLink } from './record-links.ts';

const REFERENCES = new RegExp(`(${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]+)`);

/** The sentence with each request reference kept on one line: it is read out on the phone. */
function withWholeReferences(text: string): ReactNode[] {
  return text.split(REFERENCES).map((part, index) =>
    index % 2 === 1 ? (
      <span key={part} className={styles.reference}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** One entry of the log: the sentence, when and from where, and the fields of a record added or deleted. */
export function ActivityEntry({ event }: { event: AuditEvent }) {
  const { text, fields } = describeAuditEvent(event);
  const link = recordLink(event);
  return (
    <li className={styles.entry}>
      <p className={styles.sentence}>{withWholeReferences(text)}</p>
      <p className={styles.meta}>
        <time dateTime={event.at}>{formatDateTime(event.at)}</time>
        {event.ip && event.ip !== 'unknown' && <span>from {event.ip}</span>}
        {link && <Link to={link.to}>{link.label}</Link>}
      </p>
      {fields.length > 0 && (
        <details className={styles.fields}>
          <summary>{event.action === 'delete' ? 'What it held' : 'What it was given'}</summary>
          <ul>
            {fields.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
