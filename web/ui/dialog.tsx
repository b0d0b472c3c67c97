import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal on the native <dialog> (SPEC 2.3): opened with showModal, so the page beneath is inert and focus stays
 * inside; Escape asks `onClose`; page scrolling is locked while it is open; on close, focus returns to whatever
 * had it when the dialog opened (the button or link that opened it).
 */
export function Dialog({ labelledBy, onClose, className, children }: { labelledBy: string; onClose: () => void; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (dialog && !dialog.open) dialog.showModal?.();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog?.addEventListener('cancel', onCancel);
    return () => {
      dialog?.removeEventListener('cancel', onCancel);
      if (dialog?.open) dialog.close?.();
      document.body.style.overflow = overflow;
      // The opener may have been replaced while the dialog was open; then there is nothing to return to.
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog ref={ref} className={className ? `dialog ${className}` : 'dialog'} aria-labelledby={labelledBy} aria-modal="true">
      {children}
    </dialog>
  );
}
