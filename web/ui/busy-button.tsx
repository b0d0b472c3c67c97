import type { ButtonHTMLAttributes, MouseEvent } from 'react';

/**
 * A button that does nothing while its action runs (`busy`), announced as busy and unavailable, but not `disabled`:
 * a disabled button loses the keyboard focus, which then falls to the page's body, and a keyboard or screen reader
 * user is left nowhere once the action has answered. A submit button that is busy does not submit its form.
 */
export function BusyButton({ busy, onClick, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean }) {
  const click = (event: MouseEvent<HTMLButtonElement>) => (busy ? event.preventDefault() : onClick?.(event));
  return <button {...props} onClick={click} aria-busy={busy || undefined} aria-disabled={busy || props['aria-disabled'] || undefined} />;
}
