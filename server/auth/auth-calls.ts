import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/** Runs one call into a library that keeps its context in AsyncLocalStorage (see releasingCalls). */
export type ContextCall = <T>(call: () => Promise<T>) => Promise<T>;

/**
 * Calls that turn their AsyncLocalStorage off again once none is running. On Node 20, once any AsyncLocalStorage has
 * run, Node hooks every promise the process makes (to carry the store along) until every instance is disabled. So
 * each call is counted while it runs, and when the last one in flight settles the storages are disabled
 * (AsyncLocalStorage.disable(), documented for this; the next run() turns it on again), which removes the hook.
 * A call in flight keeps them on, so no running call loses its context.
 */
export function releasingCalls(storages: () => Promise<AsyncLocalStorage<unknown>[]>): ContextCall {
  let inFlight = 0;
  return async (call) => {
    inFlight++;
    try {
      return await call();
    } finally {
      inFlight--;
      if (inFlight === 0) {
        // Only a saving: if the storages cannot be had, the call's own answer still stands.
        const all = await storages().catch(() => []);
        // Another call may have started while the storages were fetched: it needs them on.
        if (inFlight === 0) for (const storage of all) storage.disable();
      }
    }
  };
}

/** better-auth's storages: the request state, the endpoint context and the database adapter's transaction. */
async function betterAuthStorages(): Promise<AsyncLocalStorage<unknown>[]> {
  return Promise.all([getRequestStateAsyncLocalStorage(), getCurrentAuthContextAsyncLocalStorage(), getCurrentDBAdapterAsyncLocalStorage()]);
}

/**
 * Every call into better-auth (its handler in server/app.ts, getSession in session-reader.ts) goes through this.
 * better-auth's storages are global to the process, so this counter is too. Without it the promise hook stays on
 * for good after the first sign-in, and a will save, which never calls better-auth, paid about 7% of its CPU for it
 * (bench/will-save; docs/adr/0006-fast-durable-will-saves.md).
 */
export const callBetterAuth: ContextCall = releasingCalls(betterAuthStorages);
