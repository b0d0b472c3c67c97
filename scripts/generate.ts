import { compile } from 'json-schema-to-typescript';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { generateStepValidators } from './generate-step-validators';
import { generateWill } from './generate-will';

/** Writes every generated file (gitignored): types derived from the JSON schemas and precompiled validators. */
async function main() {
  mkdirSync('engine/generated', { recursive: true });
  const meta = JSON.parse(readFileSync('schemas/step.meta.schema.json', 'utf8'));
  const stepTypes = await compile(meta, 'StepFile', { bannerComment: '// Generated from schemas/step.meta.schema.json. Do not edit.', additionalProperties: false });
  writeFileSync('engine/generated/step-file-types.ts', stepTypes);
  await generateWill();
  generateStepValidators('schemas/steps', 'web/wizard/generated');
}

await main();
