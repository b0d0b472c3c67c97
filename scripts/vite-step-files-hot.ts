import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The custom HMR event the dev server sends when a step file is saved; web/wizard/step-file-hot.ts receives it. */
export const STEP_FILE_EVENT = 'will-writer:step-file';

/**
 * `npm run dev`: saving a file in schemas/steps updates the open page without a reload, keeping what was typed.
 * The step is resolved and its chunk and precompiled validator regenerated (as `npm run generate` would), then the
 * page is sent the new step by a custom HMR event instead of Vite's reload. A file that does not parse or resolve is
 * reported in Vite's error overlay and changes nothing.
 */
export function stepFilesHotUpdate(repoRoot: string): Plugin {
  const stepsDir = resolve(repoRoot, 'schemas/steps');
  const generated = resolve(repoRoot, 'web/wizard/generated');
  const isStepFile = (file: string) => resolve(file).startsWith(stepsDir) && file.endsWith('.json');
  const isGenerated = (file: string) => resolve(file).startsWith(join(generated, 'steps')) || resolve(file).startsWith(join(generated, 'step-validators'));
  return {
    name: 'will-writer:step-files-hot',
    // The dev server only: not the build, and not Vitest's own server.
    apply: (_config, env) => env.command === 'serve' && !process.env.VITEST,
    configureServer(server) {
      server.watcher.add(stepsDir);
      // The step-file reader and validator compiler are TypeScript of ours: loaded through Vite, not the config file.
      const load = async () => ({
        ...((await server.ssrLoadModule(join(repoRoot, 'server/content/read-step-files.ts'))) as typeof import('../server/content/read-step-files.ts')),
        ...((await server.ssrLoadModule(join(repoRoot, 'scripts/generate-step-validators.ts'))) as typeof import('./generate-step-validators.ts')),
      });
      server.watcher.on('change', async (file) => {
        if (!isStepFile(file)) return;
        const { readStepFiles, writeStepValidator } = await load();
        const entry = readStepFiles(stepsDir).find((candidate) => resolve(candidate.file) === resolve(file));
        if (!entry) return;
        const problem = entry.parseError ?? (entry.schemaError && `#/schema${entry.schemaError.pointer}: ${entry.schemaError.message}`);
        if (problem) {
          server.ws.send({ type: 'error', err: { message: `${file}: ${problem}`, stack: '' } });
          return;
        }
        writeStepValidator(entry.step, join(generated, 'step-validators'));
        writeFileSync(join(generated, 'steps', `${entry.step.id}.json`), `${JSON.stringify(entry.step)}\n`);
        // The page imports the regenerated files at once: drop Vite's cached transforms of them first, or the file
        // watcher, which may see the writes later, lets the old validator be served (its schema hash then misses).
        const graph = server.environments.client.moduleGraph;
        for (const written of [join(generated, 'step-validators', `${entry.step.id}.js`), join(generated, 'steps', `${entry.step.id}.json`)]) {
          for (const module of graph.getModulesByFile(written) ?? []) graph.invalidateModule(module);
        }
        server.ws.send({ type: 'custom', event: STEP_FILE_EVENT, data: { id: entry.step.id, step: entry.step } });
      });
    },
    // The page takes the new step from the event above; Vite's own update of these files would reload it.
    handleHotUpdate({ file }) {
      if (isStepFile(file) || isGenerated(file)) return [];
      return undefined;
    },
  };
}
