import type { Will } from '../../will/will';

/**
 * A form field that shows part of the will in a shape the will does not store (the ticked people of the estate,
 * the split as percentages by beneficiary): `read` gives the field's value, `write` applies an answer. A step file
 * names one per field in `views` (ADR 0007). `empty` is the answer that leaves the question unanswered (stories
 * draw the step's Empty state by writing it).
 */
export type StepView = { read: (will: Will) => unknown; write: (will: Will, value: unknown) => Will; empty?: unknown };

/** The uuids among an answer that should be a list of them; anything else is dropped. */
export const uuids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
