import type { StepFileProblem, StepFileValidators } from './step-file-problems';

/** The little of ajv's API the step-file check uses; the engine is handed ajv's class rather than importing it. */
type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }[] | null };
export type AjvClass = new (options: { allErrors?: boolean; strict?: boolean }) => { compile: (schema: any) => Validate };

/** The step-file check's validators built on ajv (`Ajv` from 'ajv') and schemas/step.meta.schema.json. */
export function ajvStepFileValidators(Ajv: AjvClass, metaSchema: object): StepFileValidators {
  const validateMeta = new Ajv({ allErrors: true, strict: false }).compile(metaSchema);
  const metaProblems = (): StepFileProblem[] =>
    (validateMeta.errors ?? []).map((e) => ({
      pointer: e.instancePath || '/',
      message: e.keyword === 'additionalProperties' ? `unknown key "${String(e.params.additionalProperty)}"` : (e.message ?? e.keyword),
    }));
  return {
    metaProblems: (source) => (validateMeta(source) ? [] : metaProblems()),
    schemaError: (schema) => {
      try {
        new Ajv({ strict: false }).compile(schema);
        return undefined;
      } catch (error) {
        return (error as Error).message;
      }
    },
  };
}
