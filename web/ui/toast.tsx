import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import copy from '../../schemas/copy/pages.json';

/** `dialog`: the innermost modal dialog open when the toast was shown, which it shows in while that stays open. */
type Toast = { id: number; kind: 'success' | 'error'; message: string; dialog?: string };
type Show = (kind: Toast['kind'], message: string) => void;

const ShowContext = createContext<Show | null>(null);
const CurrentContext = createContext<{ toast: Toast | null; dismiss: () => void } | null>(null);
const VISIBLE_MS = 6000;

/**
 * Short messages ('Saved Successfully'): one at a time (a new one replaces the last), removed after a few seconds
 * or by its close button. ToastRegion draws it over the header band (base.css), so it moves nothing on the page.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const next = useRef(1);
  const show: Show = useCallback((kind, message) => setToast({ id: next.current++, kind, message, dialog: innermostDialog() }), []);
  const dismiss = useCallback(() => setToast(null), []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast((current) => (current?.id === toast.id ? null : current)), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <ShowContext.Provider value={show}>
      <CurrentContext.Provider value={{ toast, dismiss }}>{children}</CurrentContext.Provider>
    </ShowContext.Provider>
  );
}

/**
 * The open modal dialogs, innermost last. A modal makes everything outside it inert (under its backdrop, hidden from
 * screen readers), so a toast shown while a modal is open is drawn in that modal's region; one shown before it opened
 * stays in the page's, and one whose modal has closed moves to the page's.
 */
const openDialogs: string[] = [];
const dialogListeners = new Set<() => void>();
const notifyDialogs = () => dialogListeners.forEach((listener) => listener());
const subscribeDialogs = (listener: () => void) => {
  dialogListeners.add(listener);
  return () => void dialogListeners.delete(listener);
};
const innermostDialog = (): string | undefined => openDialogs[openDialogs.length - 1];
const openDialogList = () => openDialogs.join(' ');

/** Marks a modal dialog open (its ToastRegion then shows the toast); the returned function marks it closed. */
export function openDialog(id: string): () => void {
  openDialogs.push(id);
  notifyDialogs();
  return () => {
    openDialogs.splice(openDialogs.indexOf(id), 1);
    notifyDialogs();
  };
}

/**
 * Where the toast shows: a live region that is always in the page, or in a modal dialog (`dialog`, its id), so
 * screen readers announce what appears in it, errors assertively.
 */
export function ToastRegion({ dialog }: { dialog?: string }) {
  const current = useContext(CurrentContext);
  const open = useSyncExternalStore(subscribeDialogs, openDialogList, openDialogList).split(' ');
  const shown = current?.toast;
  const drawnIn = shown?.dialog && open.includes(shown.dialog) ? shown.dialog : undefined;
  const toast = drawnIn === dialog ? shown : null;
  return (
    <div className="toasts">
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast?.kind === 'success' && <ToastBox toast={toast} dismiss={current!.dismiss} />}
      </div>
      <div role="alert" aria-atomic="true">
        {toast?.kind === 'error' && <ToastBox toast={toast} dismiss={current!.dismiss} />}
      </div>
    </div>
  );
}

/**
 * Closing removes the focused button, so focus goes where the toast was, not to the body: in a dialog to its first
 * control, in the page to its main region.
 */
function closeAndKeepFocus(button: HTMLElement, dismiss: () => void) {
  const dialog = button.closest('dialog');
  const target = dialog ? dialog.querySelector<HTMLElement>('input, select, textarea, button:not(.toast__close), a[href]') : button.closest('main');
  dismiss();
  target?.focus();
}

function ToastBox({ toast, dismiss }: { toast: Toast; dismiss: () => void }) {
  return (
    <div key={toast.id} className={`toast toast--${toast.kind}`}>
      <span className="toast__message">{toast.message}</span>
      <button type="button" className="toast__close" onClick={(event) => closeAndKeepFocus(event.currentTarget, dismiss)} aria-label={copy.closeMessage}>
        ×
      </button>
    </div>
  );
}

/**
 * Removes a 'Saved Successfully' (any success toast) still showing from the page before, for a page that asks for
 * more before anything is finished (a mirror will's children). Errors stay.
 */
export function useNoSuccessToast(active = true): void {
  const current = useContext(CurrentContext);
  const success = active && current?.toast?.kind === 'success';
  const dismiss = current?.dismiss;
  useEffect(() => {
    if (success) dismiss?.();
  }, [success, dismiss]);
}

/** Shows a toast; throws outside ToastProvider. */
export function useToast(): Show {
  const show = useContext(ShowContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return show;
}
