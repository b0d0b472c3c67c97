/** Vite's build manifest (dist/web/.vite/manifest.json): each module's file and the modules it imports statically. */
export type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The script files of `modules` (keys of Vite's manifest) and of everything they import statically. */
export function scriptsOf(manifest: Manifest, modules: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no module "${key}"`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/**
 * `shell` (the built index.html) with `<link rel="modulepreload">` for the scripts of `modules` it does not load
 * already, so the browser fetches a page's chunks beside the entry instead of after it.
 */
export function withPreloads(shell: string, manifest: Manifest, modules: string[]): string {
  const preloads = scriptsOf(manifest, modules)
    .filter((script) => !shell.includes(`/build/${script}"`))
    .map((script) => `<link rel="modulepreload" crossorigin href="/build/${script}">`);
  return shell.replace('</head>', `${preloads.join('\n    ')}\n  </head>`);
}
