import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../lib/cx.ts';
import { CloseButton } from '../CloseButton/CloseButton.tsx';
import styles from './Modal.module.css';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  readonly open: boolean;
  /** Called on the close button, Esc and a click on the backdrop. The parent sets `open` false. */
  readonly onClose: () => void;
  /** The dialog's heading and accessible name. */
  readonly title: ReactNode;
  /** Optional line under the title, also the dialog's accessible description. */
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  /** Actions row at the bottom (Cancel / Save...). */
  readonly footer?: ReactNode;
  /** Width: 420 / 560 / 760 px at most. */
  readonly size?: ModalSize;
  /** Accessible name of the ✕ button. Default "Close". */
  readonly closeLabel?: string;
  /** Whether a click on the backdrop closes (default true). */
  readonly closeOnBackdrop?: boolean;
  readonly className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: a native `<dialog>` opened with showModal() (the page behind is inert), rendered
 * into document.body through a portal, on the client only. The server and the hydration pass render
 * nothing, and `document` is read only in effects. Focus moves in (to an element marked
 * `data-autofocus`, else the first field or button, else Close), Tab cycles inside, Esc and a
 * backdrop click call `onClose`, and focus goes back where it was when the dialog closes.
 */
export function Modal(props: ModalProps) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => setContainer(document.body), []);
  if (!props.open || !container) return null;
  return createPortal(<ModalDialog {...props} />, container);
}

function ModalDialog({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel = 'Close',
  closeOnBackdrop = true,
  className,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const target =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>(`[data-modal-body] :is(${FOCUSABLE})`) ??
      dialog.querySelector<HTMLElement>(`[data-modal-footer] :is(${FOCUSABLE})`) ??
      closeRef.current;
    target?.focus();
    // Esc: keep React in charge of `open` (the browser would close the dialog by itself).
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Closed by the browser anyway (e.g. a second Esc): tell the parent.
    const onNativeClose = () => onCloseRef.current();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusables = [
      ...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []),
    ].filter((el) => el.offsetParent !== null || el === document.activeElement);
    const first = focusables[0];
    const last = focusables.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The dialog element itself is the backdrop area: the visible panel fills it with content.
  const onPointerDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = event.target === event.currentTarget && pressedOnBackdrop.current;
    pressedOnBackdrop.current = false;
    if (onBackdrop && closeOnBackdrop) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={cx(styles.dialog, styles[size], className)}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <div className={styles.heading}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            )}
          </div>
          <CloseButton
            ref={closeRef}
            label={closeLabel}
            onClick={onClose}
            className={styles.close}
          />
        </header>
        <div className={styles.body} data-modal-body="">
          {children}
        </div>
        {footer && (
          <footer className={styles.footer} data-modal-footer="">
            {footer}
          </footer>
        )}
      </div>
    </dialog>
  );
}

export default Modal;
