import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { contentLanguage } from '../../engine/i18n/localised-content';
import type { Language } from '../../engine/i18n/language';

// Each step's precompiled validator is a chunk of its own (scripts/generate-step-validators.ts), so a page
// downloads only its step's. This module names no RJSF code: the step screen starts the download beside the form
// library's, and ./step-validator builds the validator from it.
// In Welsh, the validator compiled from the Welsh step file (scripts/generate-localised-steps.ts): RJSF refuses a
// validator compiled from a schema with other titles.
const chunks = import.meta.glob<ValidatorFunctions>(['./generated/step-validators/*.js', './generated/step-validators-*/*.js'], { import: 'default' });

/** The module of a step's validator in a language, as the build's manifest names it from web/. */
export const validatorChunk = (stepId: string, language: Language = contentLanguage()) =>
  `./generated/step-validators${language === 'en' ? '' : `-${language}`}/${stepId}.js`;
const loading = new Map<string, Promise<ValidatorFunctions | undefined>>();

/** The precompiled validator functions of a step; undefined when the step has none (run npm run generate). */
export function loadValidatorFunctions(stepId: string): Promise<ValidatorFunctions | undefined> {
  const chunk = validatorChunk(stepId);
  let pending = loading.get(chunk);
  if (!pending) {
    pending = chunks[chunk]?.() ?? Promise.resolve(undefined);
    loading.set(chunk, pending);
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
  loading.set(validatorChunk(stepId, 'en'), fresh);
  await fresh;
}
