import Ajv from 'ajv';
import metaSchema from '../schemas/step.meta.schema.json';
import { ContentSchemaError } from '../engine/steps/content/content-schema-error';
import { contentSources } from '../engine/steps/content/content-sources';
import { resolveStepSchema } from '../engine/steps/content/resolve-step-schema';
import { stepFileProblems, type StepFileProblem } from '../engine/steps/content/step-file-problems';
import { ajvStepFileValidators } from '../engine/steps/content/step-file-validators';
import type { StepFile } from '../engine/steps/step-file';
import { knownStepNames } from '../web/wizard/known-step-names';
import { stepFiles } from '../web/wizard/step-files';

const validators = ajvStepFileValidators(Ajv, metaSchema);
const known = knownStepNames();

/**
 * A step file as edited in Storybook's control: resolved for drawing, or the problems `npm run check:content` would
 * report (each with its JSON pointer), checked by the same engine check the content check runs.
 */
export function checkEditedStep(expectedId: string, source: unknown): { step: StepFile; problems: [] } | { problems: StepFileProblem[] } {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return { problems: [{ pointer: '', message: 'must be a JSON object' }] };
  let step: Record<string, unknown> = source as Record<string, unknown>;
  let schemaError: ContentSchemaError | undefined;
  try {
    step = { ...step, schema: resolveStepSchema(step.schema, contentSources) };
  } catch (error) {
    if (!(error instanceof ContentSchemaError)) throw error;
    schemaError = error;
  }
  const problems = stepFileProblems({ expectedId, source: source as Record<string, unknown>, step, schemaError }, known, Object.keys(stepFiles), validators);
  return problems.length ? { problems } : { step: step as unknown as StepFile, problems: [] };
}
