import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the build prerenders a page and while the browser hydrates it, true afterwards (and at once on a page
 * drawn from scratch). What only this browser holds (local storage: onboarding answers, the signed-in hint) is read
 * once it is true, so the first render in the browser matches the prerendered HTML and React then draws the rest.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
