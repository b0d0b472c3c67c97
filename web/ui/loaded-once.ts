import { use } from 'react';

/** A module (or any value) loaded once: `load` starts it (the same promise every call), `loaded` is it once it is in. */
export type LoadedOnce<T> = { load: () => Promise<T>; loaded: () => T | undefined };

export function loadedOnce<T>(importer: () => Promise<T>): LoadedOnce<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () => (pending ??= importer().then((module) => (value = module))),
    loaded: () => value,
  };
}

/**
 * The value for drawing: at once when it is in (a route's loader loaded it before the screen renders), else the
 * component suspends until it is, in its screen's loading boundary. (React's `use` waits at least a task even for a
 * promise that has settled, and a dynamic import settles in a task of its own: a screen mounted with a new boundary
 * would show its spinner for a frame.)
 */
export function useLoaded<T>(once: LoadedOnce<T>): T {
  return once.loaded() ?? use(once.load());
}
