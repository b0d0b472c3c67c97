/** A copy of schemas/ in a temporary folder, for the Welsh sheet and check tests, and a sheet's round trip through it. */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fingerprint, layerFileOf, type TranslationLayer } from '../../engine/i18n/translation-layer';
import { needsWelsh } from '../../engine/i18n/translation-status';
import { contentStrings } from '../../scripts/content/content-strings';
import { fromCsv, toCsv, type SheetRow } from '../../scripts/content/content-csv';
import { sheetRows } from '../../scripts/content/content-sheet';
import { applyImport, planImport } from '../../scripts/content/import-plan';

export const repo = resolve('.');

/** A copy of schemas/ without its Welsh layers, or with them as shipped when `welsh` is 'shipped'. */
export function fixtureRoot(prefix: string, { welsh = 'none' }: { welsh?: 'none' | 'shipped' } = {}): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), prefix));
  cpSync(join(repo, 'schemas'), join(root, 'schemas'), { recursive: true, filter: (source) => welsh === 'shipped' || !source.startsWith(join(repo, 'schemas/cy')) });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Exports the sheet of `root`, lets `edit` change its rows, and imports it back through the CSV text: the problems, or none once written. */
export function sheetRoundTrip(root: string, edit: (rows: SheetRow[]) => void): string[] {
  const rows = sheetRows(root);
  edit(rows);
  const plan = planImport(root, fromCsv(toCsv(rows)));
  if (!plan.problems.length) applyImport(root, plan);
  return plan.problems;
}

export const sheetRow = (rows: SheetRow[], key: string): SheetRow => rows.find((found) => found.key === key)!;

/** A stand-in Welsh for every text that needs one ("CY " and the English, placeholders kept), stamped as current. */
export function writeFullWelsh(root: string): void {
  const layers = new Map<string, TranslationLayer>();
  for (const string of contentStrings(root)) {
    if (!needsWelsh(string.file)) continue;
    const layer = layers.get(string.file) ?? {};
    layer[string.key.slice(string.file.length + 1)] = { text: `CY ${string.text}`, source: fingerprint(string.text) };
    layers.set(string.file, layer);
  }
  for (const [file, layer] of layers) writeLayer(root, file, layer);
}

export function readLayerFile(root: string, contentFile: string): TranslationLayer {
  return JSON.parse(readFileSync(join(root, layerFileOf(contentFile, 'cy')), 'utf8'));
}

export function writeLayer(root: string, contentFile: string, layer: TranslationLayer): void {
  const path = join(root, layerFileOf(contentFile, 'cy'));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(layer, null, 2)}\n`);
}

/** Sets one text of an English content file, as an editor would. */
export function setEnglish(root: string, contentFile: string, path: (string | number)[], text: string): void {
  const file = join(root, contentFile);
  const json = JSON.parse(readFileSync(file, 'utf8'));
  let at = json;
  for (const segment of path.slice(0, -1)) at = at[segment];
  at[path.at(-1)!] = text;
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}
