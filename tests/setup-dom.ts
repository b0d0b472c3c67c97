// Testing Library's matchers and clean-up, only where a test asked for a DOM.
import { afterEach, expect } from 'vitest';
import * as matchers from '@testing-library/jest-dom/matchers';

expect.extend(matchers);

if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // findBy… and waitFor wait up to 15 s, not Testing Library's 1 s: a step's first draw loads its chunks, which on a
  // machine running another suite beside this one took longer than a second (a hang guard, not a timing test).
  configure({ asyncUtilTimeout: 15_000 });
  // jsdom lays nothing out, so it has no scrolling: a screen that scrolls to its top on a new step (web/ui/scroll-to-hash.tsx)
  // would print jsdom's "not implemented" for every step a test walks through.
  window.scrollTo = () => {};
}
