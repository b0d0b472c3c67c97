import type { StepFile as GeneratedStepFile } from '../generated/step-file-types';

/** A wizard step file (schemas/steps/*.json), typed from schemas/step.meta.schema.json. */
export type StepFile = GeneratedStepFile & {
  schema: { type: 'object'; properties: Record<string, Record<string, unknown>>; required?: string[] };
  uiSchema: Record<string, any>;
};
