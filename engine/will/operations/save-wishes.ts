import { normaliseFuneralWishes, normaliseOtherWishes } from '../wishes/wishes';
import type { StepOperation } from './operation-types';
import { passStepOperation } from './pass-step';

/** SPEC 5 funeral wishes as stored (resting place left as its placeholder is null, blank wishes dropped), then step 7 passed. */
export const saveFuneralWishes: StepOperation = (will, input) =>
  passStepOperation({ ...will, funeralWishes: normaliseFuneralWishes(will.funeralWishes ?? {}) }, { ...input, arg: 'funeral_wishes' });

/** SPEC 5 other wishes as stored (answers left blank or as their placeholders are null), then step 9 passed. */
export const saveOtherWishes: StepOperation = (will, input) =>
  passStepOperation({ ...will, otherWishes: normaliseOtherWishes(will.otherWishes ?? {}) }, { ...input, arg: 'other_wishes' });
