import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

// Each step's precompiled validator is a chunk of its own (scripts/generate-step-validators.ts), so a page
// downloads only its step's. This module names no RJSF code: the step screen starts the download beside the form
// library's, and ./step-validator builds the validator from it.
const chunks = import.meta.glob<ValidatorFunctions>('./generated/step-validators/*.js', { import: 'default' });
const loading = new Map<string, Promise<ValidatorFunctions | undefined>>();

/** The precompiled validator functions of a step; undefined when the step has none (run npm run generate). */
export function loadValidatorFunctions(stepId: string): Promise<ValidatorFunctions | undefined> {
  let pending = loading.get(stepId);
  if (!pending) {
    pending = chunks[`./generated/step-validators/${stepId}.js`]?.() ?? Promise.resolve(undefined);
    loading.set(stepId, pending);
  }
  return pending;
}

/**
 * Loads a step's validator functions again, fresh from the dev server (after the step file changed under
 * `npm run dev`, web/wizard/step-file-hot.ts); the next validator built for the step uses them.
 */
export async function reloadValidatorFunctions(stepId: string): Promise<void> {
  const url = new URL(`./generated/step-validators/${stepId}.js`, import.meta.url);
  url.searchParams.set('t', String(Date.now()));
  const fresh = import(/* @vite-ignore */ url.href).then((module: { default: ValidatorFunctions }) => module.default);
  loading.set(stepId, fresh);
  await fresh;
}
