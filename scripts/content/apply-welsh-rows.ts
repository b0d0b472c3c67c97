/**
 * The Welsh side of an imported sheet: each row's Welsh text, status and approval, planned into the content files'
 * Welsh layers (schemas/cy/…). A new or changed Welsh text is stamped with the fingerprint of the English beside it; an
 * unchanged one keeps its stamp (so it needs review once its English changes) unless the translator confirms it.
 */
import { braced, placeholderChanges } from '../../engine/steps/content/placeholders';
import { fingerprint, isCurrent, type TranslatedText, type TranslationLayer } from '../../engine/i18n/translation-layer';
import { needsApproval, needsWelsh } from '../../engine/i18n/translation-status';
import type { ContentEdit } from './apply-content-rows';
import { withFileLineBreaks } from './apply-content-rows';
import type { ContentRow } from './content-csv';
import { contentStrings, type ContentString } from './content-strings';
import { readLayer } from './welsh-layers';

export type WelshPlan = {
  /** The layers to write, by content file, with the English file's pointers in order. */
  layers: Map<string, { layer: TranslationLayer; order: string[] }>;
  /** Welsh texts added or replaced; unchanged texts confirmed against their English; approvals given or taken back. */
  counts: { written: number; confirmed: number; approved: number; unapproved: number; approvalWithdrawn: number };
  problems: string[];
};

/** The statuses a translator may write: `confirmed` (or `translated` on a row that needed review) re-stamps the text. */
const STATUSES = new Set(['', 'translated', 'confirmed', 'needs review', 'missing', 'english only']);
const APPROVALS = new Set(['', 'yes', 'no']);

/** The Welsh changes of `rows` under `root`, given the English edits of the same sheet (planContentEdits). */
export function planWelshEdits(root: string, rows: readonly ContentRow[], englishEdits: readonly ContentEdit[]): WelshPlan {
  const strings = contentStrings(root);
  const byKey = new Map(strings.map((string) => [string.key, string]));
  const newEnglish = new Map(englishEdits.map((edit) => [edit.string.key, edit.text]));
  const plan: WelshPlan = { layers: new Map(), counts: { written: 0, confirmed: 0, approved: 0, unapproved: 0, approvalWithdrawn: 0 }, problems: [] };
  const dirty = new Set<string>();
  const layerOf = (file: string) => {
    if (!plan.layers.has(file)) {
      const order = strings.filter((string) => string.file === file).map((string) => string.key.slice(file.length + 1));
      plan.layers.set(file, { layer: structuredClone(readLayer(root, file)), order });
    }
    return plan.layers.get(file)!.layer;
  };
  for (const row of rows) {
    const string = byKey.get(row.key);
    // An unknown key is reported once, by the English plan.
    if (!string || row.welsh === undefined) continue;
    const at = `line ${row.line} (${row.key})`;
    const problems = rowProblems(at, row, string);
    if (problems.length) {
      plan.problems.push(...problems);
      continue;
    }
    if (!needsWelsh(string.file)) continue;
    const layer = layerOf(string.file);
    const pointer = row.key.slice(string.file.length + 1);
    const english = newEnglish.get(row.key) ?? string.text;
    const before = Object.hasOwn(layer, pointer) ? (layer[pointer] as TranslatedText) : undefined;
    const welsh = withFileLineBreaks(row.welsh);
    const status = (row.status ?? '').trim().toLowerCase();
    if (!welsh.trim()) {
      if (before) plan.problems.push(`${at}: the Welsh text is empty; to keep it, leave it in the sheet`);
      else if (status === 'confirmed') plan.problems.push(`${at}: confirmed, but there is no Welsh text`);
      else if (row.approved?.trim().toLowerCase() === 'yes') plan.problems.push(`${at}: approved, but there is no Welsh text to approve`);
      continue;
    }
    const { dropped, invented } = placeholderChanges(english, welsh);
    if (dropped.length) plan.problems.push(`${at}: the Welsh text must keep ${braced(dropped)}`);
    if (invented.length) plan.problems.push(`${at}: the Welsh text has ${braced(invented)}, which cannot be filled in here`);
    if (dropped.length || invented.length) continue;
    let entry: TranslatedText;
    if (!before || before.text !== welsh) {
      entry = { text: welsh, source: fingerprint(english) };
      if (before?.approved) plan.counts.approvalWithdrawn++;
      plan.counts.written++;
    } else if (status === 'confirmed' || (status === 'translated' && !isCurrent(before, string.text))) {
      entry = { ...before, source: fingerprint(english) };
      if (entry.source !== before.source) plan.counts.confirmed++;
    } else {
      entry = { ...before };
    }
    // A changed Welsh text of the will's wording needs the legal team's approval again, whatever the sheet says.
    const changed = !before || before.text !== welsh;
    if (needsApproval(string.file) && row.approved !== undefined && !changed) {
      const approve = row.approved.trim().toLowerCase() === 'yes';
      if (approve && !entry.approved) plan.counts.approved++;
      if (!approve && entry.approved) plan.counts.unapproved++;
      if (approve) entry.approved = true;
      else delete entry.approved;
    }
    if (JSON.stringify(entry) !== JSON.stringify(before)) {
      layer[pointer] = entry;
      dirty.add(string.file);
    }
  }
  for (const file of [...plan.layers.keys()]) if (!dirty.has(file)) plan.layers.delete(file);
  return plan;
}

/** What is wrong with a row's Welsh columns before any Welsh is planned from it. */
function rowProblems(at: string, row: ContentRow, string: ContentString): string[] {
  const problems: string[] = [];
  const status = (row.status ?? '').trim().toLowerCase();
  const approved = (row.approved ?? '').trim().toLowerCase();
  if (!STATUSES.has(status)) problems.push(`${at}: the Welsh status "${row.status}" is not one of translated, confirmed, needs review, missing`);
  if (!APPROVALS.has(approved)) problems.push(`${at}: approved must be "yes" or empty, not "${row.approved}"`);
  if (approved === 'yes' && !needsApproval(string.file)) problems.push(`${at}: only the drafting copy (the will's wording) is approved; leave approved empty`);
  if (!needsWelsh(string.file) && row.welsh?.trim()) problems.push(`${at}: this text is shown in English only (the legal team's console); leave Welsh empty`);
  return problems;
}
