import type { PageConfig } from '../../engine/page-config';
import { api } from '../api/client';

let loaded: PageConfig | undefined;
let requested = false;

/**
 * The page configuration (GET /api/config, SPEC 1) once loaded, else undefined; the first call starts loading it,
 * so the flags are there by the time a flow asks (the estate's charity-interest question). A failure is logged and
 * leaves every flag off.
 */
export function pageConfig(): PageConfig | undefined {
  if (!requested) {
    requested = true;
    api<PageConfig>('GET', '/api/config')
      .then((config) => {
        loaded = config;
      })
      .catch((error: unknown) => console.warn('Page configuration failed to load', error));
  }
  return loaded;
}
