import { compile } from 'json-schema-to-typescript';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readStepFiles } from '../server/content/read-step-files';
import { generateStepValidators } from './generate-step-validators';
import { generateWill } from './generate-will';
import { generateLocalisedSteps } from './generate-localised-steps';

/** Writes every generated file (gitignored): types derived from the JSON schemas and precompiled validators. */
async function main() {
  mkdirSync('engine/generated', { recursive: true });
  const meta = JSON.parse(readFileSync('schemas/step.meta.schema.json', 'utf8'));
  const stepTypes = await compile(meta, 'StepFile', { bannerComment: '// Generated from schemas/step.meta.schema.json. Do not edit.', additionalProperties: false });
  writeFileSync('engine/generated/step-file-types.ts', stepTypes);
  await generateWill();
  generateStepValidators('schemas/steps', 'web/wizard/generated');
  generateSteps('schemas/steps', 'web/wizard/generated');
}

/**
 * The step files as the web app loads them, one chunk each (web/wizard/step-file-loader.ts): resolved here (refs into
 * will.schema.json inlined, catalogues expanded), so the browser downloads neither the will schema nor the catalogues
 * nor the resolver. And the number of onboarding questions (steps with a question counter), for "{questionCount}
 * simple questions" on the welcome page, which loads no other step file (web/wizard/step-index.ts).
 */
function generateSteps(stepsDir: string, outDir: string) {
  const dir = `${outDir}/steps`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const steps = readStepFiles(stepsDir);
  for (const { file, step, parseError, schemaError } of steps) {
    if (parseError || schemaError) throw new Error(`${file}: ${parseError ?? `#/schema${schemaError!.pointer}: ${schemaError!.message}`}`);
    writeFileSync(`${dir}/${step.id}.json`, `${JSON.stringify(step)}\n`);
  }
  // And in Welsh, from the translation layers under schemas/cy/ (English where a text has none yet).
  generateLocalisedSteps(process.cwd(), steps, outDir, 'cy');
  const questionCount = steps.filter(({ step }) => step.question).length;
  writeFileSync(`${outDir}/question-count.ts`, `// Generated from the step files of schemas/steps by scripts/generate.ts. Do not edit.\nexport const questionCount = ${questionCount};\n`);
}

await main();
