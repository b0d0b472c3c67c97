/** The rows of the content sheet: every text in English, its Welsh and where that Welsh stands, and approval. */
import { layerStatuses, needsApproval, needsWelsh, type TranslationStatus } from '../../engine/i18n/translation-status';
import type { SheetRow } from './content-csv';
import { contentStrings, type ContentString } from './content-strings';
import { readLayer } from './welsh-layers';

/** The sheet's words for a status (an import reads them back, and `confirmed`). */
export const STATUS_WORDS: Record<Exclude<TranslationStatus, 'orphan'>, string> = {
  current: 'translated',
  'needs-review': 'needs review',
  missing: 'missing',
};
export const ENGLISH_ONLY = 'English only';

/** Every text under `root` as a sheet row, in file and document order. */
export function sheetRows(root: string): SheetRow[] {
  const byFile = new Map<string, ContentString[]>();
  for (const string of contentStrings(root)) byFile.set(string.file, [...(byFile.get(string.file) ?? []), string]);
  const rows: SheetRow[] = [];
  for (const [file, strings] of byFile) {
    const english = new Map(strings.map((string) => [string.key.slice(file.length + 1), string.text]));
    const statuses = needsWelsh(file) ? new Map(layerStatuses(english, readLayer(root, file)).map((status) => [status.pointer, status])) : undefined;
    for (const string of strings) {
      const status = statuses?.get(string.key.slice(file.length + 1));
      rows.push({
        key: string.key,
        english: string.text,
        welsh: status?.translation?.text ?? '',
        status: status && status.status !== 'orphan' ? STATUS_WORDS[status.status] : ENGLISH_ONLY,
        approved: needsApproval(file) && status?.translation?.approved ? 'yes' : '',
        shown: string.shown,
      });
    }
  }
  return rows;
}
