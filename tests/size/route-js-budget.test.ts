import { describe, expect, it } from 'vitest';
import { budgetFailures, chunksLoaded, routeWeight, slackFailures, type Manifest } from './route-js';

// A build of four chunks: the entry, a step screen importing a shared chunk, and the form library behind a lazy form.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['step.tsx'] },
  '_shared.js': { file: 'assets/shared.js' },
  'step.tsx': { file: 'assets/step.js', imports: ['_shared.js', 'index.html'], dynamicImports: ['form.tsx'] },
  'form.tsx': { file: 'assets/form.js', imports: ['_form-library.js', 'step.tsx'] },
  '_form-library.js': { file: 'assets/form-library.js', name: 'form-library' },
  'step.css': { file: 'assets/step.css' },
};
const KB = 1024;
const sizes: Record<string, number> = { 'assets/index.js': 60 * KB, 'assets/shared.js': 10 * KB, 'assets/step.js': 20 * KB, 'assets/form.js': 15 * KB, 'assets/form-library.js': 40 * KB };
const compressedSize = (file: string) => sizes[file]!;

describe('weighing a route from the manifest', () => {
  it('counts the entry, the lazy chunks and what they import statically, each once, never dynamic imports', () => {
    expect(chunksLoaded(manifest, ['step.tsx']).map((c) => c.file).sort()).toEqual(['assets/index.js', 'assets/shared.js', 'assets/step.js']);
    expect(routeWeight(manifest, { route: '/info', lazy: ['step.tsx'] }, compressedSize)).toMatchObject({ kb: 90, formLibrary: false });
    expect(routeWeight(manifest, { route: '/form', lazy: ['step.tsx', 'form.tsx'] }, compressedSize)).toMatchObject({ kb: 145, formLibrary: true });
  });

  it('fails a route over its budget, and one loading the form library where it may not', () => {
    const loads = [
      { route: '/info', lazy: ['step.tsx'], budgetKb: 90, formLibraryAllowed: false },
      { route: '/form', lazy: ['step.tsx', 'form.tsx'], budgetKb: 144, formLibraryAllowed: true },
      { route: '/welcome', lazy: ['step.tsx', 'form.tsx'], budgetKb: 200, formLibraryAllowed: false },
    ];
    expect(budgetFailures(manifest, loads, compressedSize)).toEqual([
      '/form loads 145.0 KB (Brotli) of JavaScript, over its 144 KB budget',
      '/welcome loads the form library (form-library chunk), which it must not',
    ]);
  });

  it('refuses a manifest that does not name a chunk a route needs', () => {
    expect(() => chunksLoaded(manifest, ['missing.tsx'])).toThrow('the manifest has no chunk "missing.tsx"');
  });

  it('fails a ceiling left far above what its kind weighs, naming the lower one to set', () => {
    const weights = [{ kind: 'form', kb: 150.2 }, { kind: 'form', kb: 148 }, { kind: 'info', kb: 90 }];
    expect(slackFailures(weights, { form: 151, info: 95 }, 0.5, 1.5)).toEqual(['the info ceiling (95 KB) stands 5.0 KB above its heaviest route: lower it to 90.5 in tests/size/ceilings.json']);
    expect(slackFailures(weights, { form: 151, info: 91, gone: 10 }, 0.5, 1.5)).toEqual(['no route is of kind gone: remove its ceiling']);
  });
});
