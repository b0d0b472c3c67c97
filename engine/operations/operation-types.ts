import type { Will } from '../will';

/** What an operation gets besides the will: the route params, the `name:arg` argument, and today's date. */
export interface OperationInput {
  params: Record<string, string>;
  arg?: string;
  today: string;
}

/** A new will, or a refusal with the toast text (from schemas/copy) the screen shows. */
export type OperationResult = { ok: true; will: Will } | { ok: false; toast: string };

/** A named commit of a step file (ADR 0007): pure, never mutates `will`. */
export type StepOperation = (will: Will, input: OperationInput) => OperationResult;
