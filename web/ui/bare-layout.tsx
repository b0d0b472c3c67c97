import type { ReactNode } from 'react';
import { WillProvider } from '../will/will-context';
import { ToastRegion } from './toast';

/** The page frame of a screen shown on its own, without the header and footer (SPEC 2.1: /will/schedule-call). */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="app-main" tabIndex={-1}>
      <ToastRegion />
      <WillProvider>{children}</WillProvider>
    </main>
  );
}
