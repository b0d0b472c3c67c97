import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { stepStoriesIndexer, stepStoriesPlugin } from './step-stories-indexer';
import { localisedContentPlugin } from '../scripts/localised-content-plugin';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: fileURLToPath(new URL('../vite.config.ts', import.meta.url)) } },
  },
  // Widget stories are CSF files; step stories come from the step files themselves (see step-stories-indexer.ts).
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../schemas/steps/*.json'],
  addons: [],
  core: { disableTelemetry: true },
  experimental_indexers: async (existing) => [stepStoriesIndexer, ...(existing ?? [])],
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // vite.config.ts builds the app from ./web under /build/; Storybook serves the whole repo from its own output.
    // Content files as the app reads them, but with their texts' pointers, so a text with no Welsh yet is marked.
    const plugins = (viteConfig.plugins ?? []).flat().filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'will-writer:localised-content'));
    return mergeConfig({ ...viteConfig, plugins }, {
      root: repoRoot,
      base: './',
      plugins: [localisedContentPlugin(repoRoot, { marks: true }), stepStoriesPlugin(repoRoot)],
      // A marked step is drawn marked and validated as the build read it (stories/marked-step-validator.ts).
      resolve: { alias: [{ find: /^\.\/step-validator$/, replacement: fileURLToPath(new URL('../stories/marked-step-validator.ts', import.meta.url)) }] },
    });
  },
};

export default config;
