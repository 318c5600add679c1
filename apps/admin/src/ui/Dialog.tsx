import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './layout';

/** A modal dialog on the native <dialog> (focus trap, Escape and backdrop for free). */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  wide,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={wide ? 'dialog dialog-wide' : 'dialog'}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <header className="dialog-head">
            <h2>{title}</h2>
            <button
              type="button"
              className="icon-btn"
              aria-label={t('action.close')}
              onClick={onClose}
            >
              ×
            </button>
          </header>
          <div className="dialog-body">{children}</div>
          {footer ? <footer className="dialog-foot">{footer}</footer> : null}
        </>
      ) : null}
    </dialog>
  );
}

/** Asks before an action that cannot be taken back (approve, reject, disable). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel: ReactNode;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message ? <p>{message}</p> : null}
      {children}
    </Dialog>
  );
}

/**
 * The buttons of a dialog's form: Delete on the left when the record can be deleted, then
 * Cancel and the submit (danger for a refusal, primary otherwise).
 */
export function DialogFooter({
  onClose,
  onSubmit,
  busy,
  label,
  danger,
  onDelete,
  deleteLabel,
}: {
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  label: ReactNode;
  danger?: boolean;
  onDelete?: (() => void) | undefined;
  deleteLabel?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {onDelete ? (
        <>
          <Button variant="danger" onClick={onDelete}>
            {deleteLabel ?? t('action.delete')}
          </Button>
          <span className="spacer" />
        </>
      ) : null}
      <Button variant="ghost" onClick={onClose}>
        {t('action.cancel')}
      </Button>
      <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onSubmit}>
        {label}
      </Button>
    </>
  );
}
