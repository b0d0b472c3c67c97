import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import copy from '../../schemas/copy/pages.json';

type Toast = { id: number; kind: 'success' | 'error'; message: string };
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
  const show: Show = useCallback((kind, message) => setToast({ id: next.current++, kind, message }), []);
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
 * Where the toast shows: a live region that is always in the page (so screen readers announce what appears in
 * it), errors assertively.
 */
export function ToastRegion() {
  const current = useContext(CurrentContext);
  const toast = current?.toast;
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

/** Closing removes the focused button: focus goes to the page's main region (the toast's place), not to the body. */
function closeAndKeepFocus(button: HTMLElement, dismiss: () => void) {
  const main = button.closest('main');
  dismiss();
  main?.focus();
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

/** Shows a toast; throws outside ToastProvider. */
export function useToast(): Show {
  const show = useContext(ShowContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return show;
}
