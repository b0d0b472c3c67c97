import type { StepFile } from './step-file';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from '../will/validation/field-errors';
import { messageReference } from './message-reference';

// A step file's message is its own text or `@key`, the catalogue's message (./message-reference).
export { messageReference };

/** Whether `key` names a catalogue message. */
export function isCatalogueMessage(key: string): key is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, key);
}

/** The text of a step file's message: a `@key` read from the catalogue; undefined when the file gives none. */
export function resolveMessage(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const key = messageReference(text);
  return key === null ? text : isCatalogueMessage(key) ? VALIDATION_MESSAGES[key] : undefined;
}

/** The step's message for a rule or keyword key (`required:fullName`), resolved; undefined when it has none. */
export function stepMessage(step: Pick<StepFile, 'messages'>, key: string): string | undefined {
  return resolveMessage(step.messages?.[key]);
}
