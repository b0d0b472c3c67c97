import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { openDialog, ToastRegion } from './toast';

/**
 * A modal on the native <dialog> (SPEC 2.3): opened with showModal, so the page beneath is inert and focus stays
 * inside; Escape asks `onClose`; page scrolling is locked while it is open; on close, focus returns to whatever
 * had it when the dialog opened (the button or link that opened it). Messages (toasts) show inside it while it is open.
 */
export function Dialog({ labelledBy, describedBy, onClose, className, children }: { labelledBy: string; describedBy?: string; onClose: () => void; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const close = useRef(onClose);
  close.current = onClose;
  // A layout effect: its clean-up runs as the dialog leaves the page, so focus is back on the opener in that same
  // change (a passive effect's would run a moment later, leaving focus on <body> in between).
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (dialog && !dialog.open) dialog.showModal?.();
    const closed = openDialog(id);
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog?.addEventListener('cancel', onCancel);
    return () => {
      dialog?.removeEventListener('cancel', onCancel);
      closed();
      if (dialog?.open) dialog.close?.();
      document.body.style.overflow = overflow;
      // The opener may have been replaced while the dialog was open; then there is nothing to return to.
      if (opener?.isConnected) opener.focus();
    };
  }, [id]);
  return (
    <dialog ref={ref} className={className ? `dialog ${className}` : 'dialog'} aria-labelledby={labelledBy} aria-describedby={describedBy} aria-modal="true">
      {children}
      {/* Last, so a message already showing as the dialog opens does not take the dialog's first focus. */}
      <ToastRegion dialog={id} />
    </dialog>
  );
}
