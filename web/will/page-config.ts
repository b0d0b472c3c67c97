import { useEffect, useState } from 'react';
import type { PageConfig } from '../../engine/steps/page-config';
import { answerOf, client } from '../api/client';

/** The configuration's address, among a page's first answers too (../first-answers). */
export const CONFIG_PATH = '/api/config';

let loaded: PageConfig | undefined;
let loading: Promise<PageConfig | undefined> | undefined;

/**
 * The page configuration (GET /api/config, SPEC 1), loaded once: resolves with it, or with undefined when it fails
 * to load (logged; every flag is then off).
 */
export function loadPageConfig(): Promise<PageConfig | undefined> {
  // The build's prerender (web/prerender.tsx) has no server to ask: its pages are drawn as before the answer.
  if (typeof window === 'undefined') return Promise.resolve(undefined);
  loading ??= answerOf(client.api.config.$get()).then(
    (config) => (loaded = config),
    (error: unknown) => {
      console.warn('Page configuration failed to load', error);
      return undefined;
    },
  );
  return loading;
}

/**
 * Sets the page configuration without asking the server: for the test harness and Storybook, which have none, and
 * from a page's first answers (the same for every user, so the server's render may keep it too).
 */
export function providePageConfig(config: PageConfig): void {
  loaded = config;
  loading = Promise.resolve(config);
}

/**
 * The page configuration once loaded, else undefined; the first call starts loading it, so the flags are there by
 * the time a flow asks (the estate's charity-interest question).
 */
export function pageConfig(): PageConfig | undefined {
  void loadPageConfig();
  return loaded;
}

/** The page configuration for a component: undefined while it loads, null when it failed to load (every flag off). */
export function usePageConfig(): PageConfig | null | undefined {
  const [config, setConfig] = useState<PageConfig | null | undefined>(() => pageConfig());
  useEffect(() => {
    if (config !== undefined) return;
    let live = true;
    void loadPageConfig().then((loadedConfig) => live && setConfig(loadedConfig ?? null));
    return () => {
      live = false;
    };
  }, [config]);
  return config;
}
