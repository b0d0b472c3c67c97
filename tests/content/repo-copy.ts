/**
 * A copy of the repo in a temporary folder, for the tests that change content as an editor or translator would and
 * then look at the app made from it (tests/content/editor-proof.test.ts, content-sheet.test.ts,
 * welsh-round-trip.test.ts): the folders the app is made from, node_modules linked, commands run in it, and its
 * modules run in this process.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { createServer, isRunnableDevEnvironment } from 'vite';
import { CSV_COLUMNS } from '../../scripts/content/content-csv';

const repo = resolve('.');
/** What the app, the content scripts and the server's test helpers are made from. */
const APP = ['schemas', 'engine', 'flows', 'web', 'server', 'scripts', 'data-seed', 'tests/server', 'package.json', 'tsconfig.json', 'vite.config.ts'];
/** Generated files are made again in the copy (`npm run generate`), from its own content. */
const SKIPPED = new Set(['node_modules', 'dist', '.git', 'generated']);

/** The environment without the test run's VITEST* variables, for commands run in the copy. */
export const childEnv = (): NodeJS.ProcessEnv => Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV'));

export type RepoCopy = {
  dir: string;
  /** `npm run -s <args>` in the copy: its status and output. */
  npm: (args: string[]) => { status: number | null; stdout: string; stderr: string };
  remove: () => void;
};

/** The app's folders and `extra` (paths from the repo root) copied to a new temporary folder, node_modules linked. */
export function copyRepo(prefix: string, extra: string[] = []): RepoCopy {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const path of [...APP, ...extra]) cpSync(join(repo, path), join(dir, path), { recursive: true, filter: (source) => !SKIPPED.has(basename(source)) });
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const npm = (args: string[]) => {
    const run = spawnSync('npm', ['run', '-s', ...args], { cwd: dir, env: childEnv(), encoding: 'utf8', timeout: 100_000 });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  };
  return { dir, npm, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A content sheet's row as a spreadsheet holds it: its columns by their names in the first row. */
export type SheetCells = Record<(typeof CSV_COLUMNS)[number], string>;
export const readSheet = (file: string): SheetCells[] => parse(readFileSync(file, 'utf8'), { bom: true, columns: true });
export const writeSheet = (file: string, rows: SheetCells[]) => writeFileSync(file, stringify(rows, { header: true, columns: [...CSV_COLUMNS], bom: true }));

/**
 * The copy's modules, run in this process by a Vite server of the copy's own vite.config.ts: the app's transforms
 * over the copy, so each content file reads in the reader's language from the copy's Welsh layers. (This test run's
 * Vite localises the content under this repo's schemas/ only: a copy's module imported directly reads its content
 * files in English, which is enough for English-only changes, as editor-proof.test.ts makes.)
 */
export async function copyModules(dir: string) {
  const server = await createServer({
    configFile: join(dir, 'vite.config.ts'),
    root: dir,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const ssr = server.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) throw new Error('Vite gave no module runner for the copy');
  return {
    import: <T>(path: string) => ssr.runner.import<T>(join(dir, path)),
    close: () => server.close(),
  };
}
