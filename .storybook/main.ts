import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { stepStoriesIndexer, stepStoriesPlugin } from './step-stories-indexer';

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
    return mergeConfig(viteConfig, {
      root: repoRoot,
      base: './',
      plugins: [stepStoriesPlugin(repoRoot)],
    });
  },
};

export default config;
