/** Vite's build manifest (dist/web/.vite/manifest.json): each module's file, the modules it imports statically and its CSS. */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The files of `modules` (keys of Vite's manifest) and of everything they import statically: scripts and stylesheets. */
export function filesOf(manifest: Manifest, modules: string[]): { scripts: string[]; styles: string[] } {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no module "${key}"`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  const chunks = [...seen].map((key) => manifest[key]!);
  return { scripts: chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')), styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))] };
}

/**
 * `shell` (the built index.html) with what the page's first render needs that it does not load already:
 * `<link rel="stylesheet">` for the stylesheets of `modules` (the page's HTML is drawn in them from the first paint,
 * not restyled, and moved, when the screen's chunk brings them) and `<link rel="modulepreload">` for their scripts,
 * fetched beside the entry instead of after it.
 */
export function withPreloads(shell: string, manifest: Manifest, modules: string[]): string {
  const { scripts, styles } = filesOf(manifest, modules);
  const links = [
    ...styles.filter((style) => !shell.includes(`/build/${style}"`)).map((style) => `<link rel="stylesheet" crossorigin href="/build/${style}">`),
    ...scripts.filter((script) => !shell.includes(`/build/${script}"`)).map((script) => `<link rel="modulepreload" crossorigin href="/build/${script}">`),
  ];
  return shell.replace('</head>', `${links.join('\n    ')}\n  </head>`);
}
