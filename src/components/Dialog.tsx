/**
 * Accessible dialog on the native <dialog> element (docs/ui.md Dialogs): modal with showModal() (focus trapped by the
 * browser), labelled by its title, Escape closes (reported through onClose), focus returned to the opener, bottom
 * sheet on phones (CSS).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  /** false for dialogs the user must answer (no close button, Escape ignored). */
  dismissible?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Names the dialog for code that must tell dialogs apart (`data-dialog`), e.g. the TV exit prompt. */
  name?: string;
}

export function Dialog({ open, title, onClose, children, footer, dismissible = true, size = 'md', name }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const { t } = useLingui();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      dialog.close();
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      data-dialog={name}
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) onClose();
      }}
    >
      {open ? (
        <div className="dialog__panel">
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {dismissible ? (
              <button
                type="button"
                className="dialog__close"
                onClick={onClose}
                aria-label={t({ id: 'common.close', message: 'Close' })}
              >
                ×
              </button>
            ) : null}
          </header>
          <div className="dialog__body">{children}</div>
          {footer ? <footer className="dialog__footer">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
