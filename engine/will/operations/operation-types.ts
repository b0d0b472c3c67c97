import type { Will } from '../will';

/**
 * What an operation gets besides the will: the route params, the `name:arg` argument, today's date, and for a
 * `commit` the form's answers (`data`), including questions stored nowhere that only decide the answer's fate.
 */
export interface OperationInput {
  params: Record<string, string>;
  arg?: string;
  today: string;
  data?: Record<string, unknown>;
}

/**
 * A new will, or a refusal the screen shows: a toast (from schemas/copy), or an alert, a modal the user closes
 * before going on (SPEC 8: a money gift to two beneficiaries, a guardian with parental responsibility).
 */
export type OperationResult = { ok: true; will: Will } | { ok: false; toast: string; alert?: never } | { ok: false; alert: Alert; toast?: never };

/** A refusal drawn as a modal with a Close button. */
export type Alert = { title: string; text: string };

/** A named commit of a step file (ADR 0007): pure, never mutates `will`. */
export type StepOperation = (will: Will, input: OperationInput) => OperationResult;
