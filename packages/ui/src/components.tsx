import {
  type ButtonHTMLAttributes,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { Icon } from './Icon';
import type { Theme } from './themes';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

export function Button({
  variant = 'secondary',
  icon,
  children,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; icon?: string }) {
  return (
    <button type="button" {...props} className={`p-button p-button--${variant} ${className ?? ''}`}>
      {icon && <Icon name={icon} size={16} />}
      {children}
    </button>
  );
}

export function IconButton({
  icon,
  label,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { icon: string; label: string }) {
  return (
    <button type="button" {...props} className="p-icon-button" aria-label={label} title={label}>
      <Icon name={icon} size={18} />
    </button>
  );
}

/**
 * Closes a modal <dialog> that its owner removes while open. Owners mostly unmount a dialog rather
 * than close it (`{adding && <Dialog open …/>}`), and a modal <dialog> gives focus back to what
 * opened it only when it is closed, not when it is removed: focus fell to <body> after Save, Cancel
 * or Escape, and a keyboard user started over at the top of the page. A layout effect's cleanup
 * runs while the node is still in the document. `closing` runs just before.
 */
export function useClosedWhenRemoved(ref: RefObject<HTMLDialogElement | null>, closing?: () => void): void {
  const before = useRef(closing);
  before.current = closing;
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) {
        before.current?.();
        dialog.close();
      }
    };
  }, [ref]);
}

/** A modal dialog on the platform's <dialog>: focus stays inside, Escape cancels. */
export function Dialog({
  open,
  title,
  children,
  actions,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A close the `open` prop asked for is the owner's own decision, not the person closing the
  // dialog: it must not call onClose, or a dialog that hands over to another one (a question
  // replaced by its error) would close that one too.
  const closedByOwner = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      closedByOwner.current = true;
      dialog.close();
    }
  }, [open]);
  useClosedWhenRemoved(ref, () => {
    closedByOwner.current = true;
  });
  const closed = () => {
    if (closedByOwner.current) closedByOwner.current = false;
    else onClose();
  };
  return (
    <dialog ref={ref} className="p-dialog" aria-labelledby={titleId} onClose={closed}>
      <h2 id={titleId}>{title}</h2>
      <div className="p-dialog__body">{children}</div>
      <div className="p-dialog__actions">{actions}</div>
    </dialog>
  );
}

/** A dialog whose actions cancel it or submit the form `formId` (inside it); labels in the caller's language. */
export function FormDialog({
  title,
  formId,
  cancelLabel,
  submitLabel,
  busy,
  onClose,
  children,
}: {
  title: string;
  formId: string;
  cancelLabel: string;
  submitLabel: string;
  /** While saving: the submit button is disabled. */
  busy?: boolean | undefined;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button variant="primary" type="submit" form={formId} disabled={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={props.open}
      title={props.title}
      onClose={props.onCancel}
      actions={
        <>
          <Button onClick={props.onCancel}>{props.cancelLabel}</Button>
          <Button variant="danger" onClick={props.onConfirm} autoFocus>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      <p>{props.message}</p>
    </Dialog>
  );
}

export interface Message {
  readonly id: number;
  readonly kind: 'success' | 'info' | 'warning' | 'error';
  readonly text: string;
}

/** The message area (snackbars): errors are announced assertively, the rest politely. */
export function MessageArea({
  messages,
  onDismiss,
  dismissLabel,
}: {
  messages: readonly Message[];
  onDismiss: (id: number) => void;
  dismissLabel: string;
}) {
  return (
    <div className="p-messages">
      <div role="status" aria-live="polite">
        {messages
          .filter((m) => m.kind !== 'error')
          .map((m) => (
            <MessageItem key={m.id} message={m} onDismiss={onDismiss} dismissLabel={dismissLabel} />
          ))}
      </div>
      <div role="alert" aria-live="assertive">
        {messages
          .filter((m) => m.kind === 'error')
          .map((m) => (
            <MessageItem key={m.id} message={m} onDismiss={onDismiss} dismissLabel={dismissLabel} />
          ))}
      </div>
    </div>
  );
}

function MessageItem({
  message,
  onDismiss,
  dismissLabel,
}: {
  message: Message;
  onDismiss: (id: number) => void;
  dismissLabel: string;
}) {
  const icon = message.kind === 'success' ? 'check' : message.kind === 'info' ? 'info' : 'alert';
  return (
    <div className={`p-message p-message--${message.kind}`} data-kind={message.kind}>
      <Icon name={icon} />
      <span className="p-message__text">{message.text}</span>
      <IconButton icon="x" label={dismissLabel} onClick={() => onDismiss(message.id)} />
    </div>
  );
}

/** The loader of spec §3: a bar at the top while the shell is busy (navigation, loading a mini-app). */
export function LoadingBar({ active, label }: { active: boolean; label: string }) {
  return active ? <div className="p-loading-bar" role="progressbar" aria-label={label} aria-busy="true" /> : null;
}

export function Card({ title, children, actions }: { title?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="p-card">
      {title && <h2 className="p-card__title">{title}</h2>}
      {children}
      {actions && <div className="p-card__actions">{actions}</div>}
    </section>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <span className="p-spinner" role="status">
      <span className="p-visually-hidden">{label}</span>
    </span>
  );
}

/** The brand's mark, drawn (no image download). */
export function BrandMark({ theme, size = 32 }: { theme: Theme; size?: number }) {
  const { letter, shape } = theme.mark;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="p-brand-mark">
      {shape === 'circle' && <circle cx="16" cy="16" r="15" fill={theme.primary} />}
      {shape === 'square' && <rect x="1" y="1" width="30" height="30" rx="4" fill={theme.primary} />}
      {shape === 'diamond' && (
        <rect x="5" y="5" width="22" height="22" transform="rotate(45 16 16)" fill={theme.primary} />
      )}
      <text
        x="16"
        y="21.5"
        textAnchor="middle"
        fontSize="16"
        fontWeight="700"
        fill={theme.onPrimary}
        fontFamily="sans-serif"
      >
        {letter}
      </text>
    </svg>
  );
}
