import stepsCatalogue from '../../schemas/catalogue/steps.json';

export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export type StepType = 'required' | 'conditional' | 'optional';
export type StepId =
  | 'yourself'
  | 'family'
  | 'guardians'
  | 'financial'
  | 'estate'
  | 'executors'
  | 'funeral_wishes'
  | 'gifts'
  | 'other_wishes';

export interface Step {
  number: StepNumber;
  id: StepId;
  type: StepType;
  prerequisites: StepNumber[];
  timeEstimate: string;
  title: string;
  hash: string;
}

/** The nine steps of SPEC 4.1 in order, read from schemas/catalogue/steps.json. */
export const STEPS: readonly Step[] = stepsCatalogue as Step[];

export const STEP_YOURSELF = 1;
export const STEP_FAMILY = 2;
export const STEP_GUARDIANS = 3;
export const STEP_FINANCIAL = 4;
export const STEP_ESTATE = 5;
export const STEP_EXECUTORS = 6;
export const STEP_FUNERAL_WISHES = 7;
export const STEP_GIFTS = 8;

/** The step with this number; throws for a number outside 1..9. */
export function stepByNumber(number: number): Step {
  const step = STEPS.find((s) => s.number === number);
  if (!step) throw new Error(`No step number ${number}`);
  return step;
}

/** The step with this id; throws for an unknown id. */
export function stepById(id: string): Step {
  const step = STEPS.find((s) => s.id === id);
  if (!step) throw new Error(`No step with id ${id}`);
  return step;
}

/** True when a step is in passedSteps. */
export function isPassed(passedSteps: readonly number[] | undefined, step: number): boolean {
  return (passedSteps ?? []).includes(step);
}

/** The prerequisites of `step` not passed yet, in step order. */
export function missingPrerequisites(passedSteps: readonly number[] | undefined, step: number): Step[] {
  return stepByNumber(step).prerequisites.filter((p) => !isPassed(passedSteps, p)).map(stepByNumber);
}

/** True when every prerequisite of `step` is passed, so the step may be started or passed. */
export function canPass(passedSteps: readonly number[] | undefined, step: number): boolean {
  return missingPrerequisites(passedSteps, step).length === 0;
}

/** passedSteps with `step` added, sorted and without duplicates; throws when a prerequisite is not passed. */
export function passStep(passedSteps: readonly number[] | undefined, step: number): number[] {
  if (!canPass(passedSteps, step)) throw new Error(`Step ${step} needs steps ${stepByNumber(step).prerequisites.join(', ')}`);
  return sortedSteps([...(passedSteps ?? []), step]);
}

/** Step numbers sorted ascending without duplicates (SPEC 3.1: passedSteps are sorted numbers). */
export function sortedSteps(passedSteps: readonly number[]): number[] {
  return [...new Set(passedSteps)].sort((a, b) => a - b);
}
