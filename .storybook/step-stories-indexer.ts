// Turns each schemas/steps/*.json into stories with no story file per step: the indexer lists Empty, Filled and
// Error for every step file, under a virtual import path that the Vite plugin below answers with a CSF module
// built by stories/step-stories.tsx. A plain CSF file cannot do this, as its exports must be named statically.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Indexer } from 'storybook/internal/types';
import type { Plugin } from 'vite';
import { STEP_STATES } from '../stories/step-states';

const PREFIX = 'virtual:step-stories/';
const RESOLVED = `\0${PREFIX}`;

/** Indexes a step file as one story per state; throws (failing the index) when the file is not JSON or has no id. */
export const stepStoriesIndexer: Indexer = {
  test: /[\\/]schemas[\\/]steps[\\/][^\\/]+\.json$/,
  async createIndex(fileName) {
    const step = JSON.parse(readFileSync(fileName, 'utf8')) as { id?: unknown };
    if (typeof step.id !== 'string') throw new Error(`${fileName}: a step file needs a string "id"`);
    return STEP_STATES.map((state) => ({
      type: 'story' as const,
      importPath: `${PREFIX}${basename(fileName, '.json')}`,
      exportName: state,
      name: state,
      title: `Steps/${step.id}`,
    }));
  },
};

/** Serves `virtual:step-stories/<file>` as a CSF module of that step file's stories. */
export function stepStoriesPlugin(repoRoot: string): Plugin {
  const path = (...parts: string[]) => JSON.stringify(join(repoRoot, ...parts).replace(/\\/g, '/'));
  return {
    name: 'will-writer:step-stories',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const file = id.slice(RESOLVED.length);
      if (!/^[a-z0-9-]+$/.test(file)) throw new Error(`Not a step file name: ${file}`);
      const exports = STEP_STATES.map((state) => `export const ${state}Story = stories[stepStoryKey(step.id, ${JSON.stringify(state)})];`);
      return [
        `import step from ${path('schemas', 'steps', `${file}.json`)};`,
        `import { stepStories, stepStoryKey, stepStoryMeta } from ${path('stories', 'step-stories.tsx')};`,
        'const stories = stepStories([step]);',
        'export default stepStoryMeta(step);',
        ...exports,
        `export { ${STEP_STATES.map((state) => `${state}Story as ${state}`).join(', ')} };`,
      ].join('\n');
    },
  };
}
