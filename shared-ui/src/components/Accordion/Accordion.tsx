import {
  type HTMLAttributes,
  type ReactNode,
  type SyntheticEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { cx } from '../../lib/cx.ts';
import { Icon } from '../Icon/Icon.tsx';
import styles from './Accordion.module.css';

export interface AccordionItem {
  /** Stable id (also used for the element id `accordion-<id>` when `idPrefix` is given). */
  readonly id: string;
  readonly title: ReactNode;
  readonly content: ReactNode;
}

export interface AccordionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onToggle'> {
  readonly items: readonly AccordionItem[];
  /**
   * The group name shared by the `<details name>` elements: the browser keeps one open at a time,
   * with or without JavaScript. Default: a generated unique name.
   */
  readonly name?: string;
  /** Controlled: the open item's id, or null for none. */
  readonly openId?: string | null;
  /** Uncontrolled: the item open at first (rendered open by the server). */
  readonly defaultOpenId?: string | null;
  /** Called with the newly open item's id, or null when the open one was closed. */
  readonly onToggle?: (openId: string | null) => void;
  /** When set, each item gets the element id `<idPrefix><item.id>` (for links to one answer). */
  readonly idPrefix?: string;
}

/**
 * Questions and answers, one open at a time. Built on `<details name>` + `<summary>`: opening,
 * closing and the one-open rule are the browser's own, so it works before (and without) JavaScript,
 * keyboard and screen readers included. React follows the native state, or drives it (`openId`).
 */
export function Accordion({
  items,
  name,
  openId,
  defaultOpenId = null,
  onToggle,
  idPrefix,
  className,
  ...rest
}: AccordionProps) {
  const generatedName = useId();
  const group = name ?? `accordion${generatedName.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [internalOpenId, setInternalOpenId] = useState<string | null>(defaultOpenId);
  const current = openId !== undefined ? openId : internalOpenId;
  // The latest open id, updated as soon as we report a change: opening B closes A natively, and
  // the two toggle events may arrive in either order before React re-renders.
  const latest = useRef(current);
  latest.current = current;

  const handleToggle = (id: string) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = event.currentTarget.open;
    let next: string | null;
    if (isOpen) next = id;
    else if (latest.current === id) next = null;
    else return; // closed by the browser because another item opened: already reported
    if (next === latest.current) return;
    latest.current = next;
    if (openId === undefined) setInternalOpenId(next);
    onToggle?.(next);
  };

  return (
    <div {...rest} className={cx(styles.accordion, className)}>
      {items.map((item) => (
        <details
          key={item.id}
          id={idPrefix === undefined ? undefined : `${idPrefix}${item.id}`}
          name={group}
          open={current === item.id}
          onToggle={handleToggle(item.id)}
          className={styles.item}
        >
          <summary className={styles.summary}>
            <span className={styles.title}>{item.title}</span>
            <Icon name="chevron-down" className={styles.chevron} />
          </summary>
          <div className={styles.content}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}

export default Accordion;
