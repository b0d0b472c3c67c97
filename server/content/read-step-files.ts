import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StepFile } from '../../engine/step-file';

export type StepFileEntry = { file: string; step: StepFile; parseError?: string };

/** Reads every step file in a folder, in name order; a file that is not JSON is kept with its parse error. */
export function readStepFiles(dir: string): StepFileEntry[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = join(dir, name);
      try {
        return { file, step: JSON.parse(readFileSync(file, 'utf8')) as StepFile };
      } catch (error) {
        return { file, step: {} as StepFile, parseError: (error as Error).message };
      }
    });
}
