import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** True by default: tests, Storybook and a page drawn from scratch read the browser's state at once. */
const HydratedContext = createContext(true);

/**
 * Around the app: `prerendered` when it draws a prerendered page (the build's prerender, then the browser hydrating
 * that page). It is then false until the page has hydrated, and turns true in a transition, so the screens it redraws
 * (with the visitor's own answers) wait for their code instead of throwing the prerendered HTML away for a spinner.
 */
export function HydrationProvider({ prerendered, children }: { prerendered: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!prerendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/**
 * False while the build prerenders a page and while the browser hydrates it, true afterwards. What only this browser
 * holds (local storage: onboarding answers, the signed-in hint) is read once it is true, so the first render in the
 * browser matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
