/**
 * The content check's Welsh rules: every customer-facing text has a Welsh form, made from its current English
 * (else it is out of date), keeping the English's `{placeholders}`; every Welsh layer entry names a text of its file.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { braced } from '../../engine/steps/content/placeholders';
import { layerFileOf } from '../../engine/i18n/translation-layer';
import { isTranslatedText, layerStatuses, needsApproval, needsWelsh } from '../../engine/i18n/translation-status';
import { contentFiles, contentStrings } from './content-strings';
import { layerFiles, readLayer } from './welsh-layers';

export type WelshProblem = { file: string; pointer: string; message: string };

/** Every Welsh problem of the content under `root` (paths from `root`), in file and document order. */
export function welshProblems(root: string): WelshProblem[] {
  const problems: WelshProblem[] = [];
  const files = contentFiles(root);
  const english = new Map<string, Map<string, string>>(files.map((file) => [file, new Map()]));
  for (const string of contentStrings(root)) english.get(string.file)!.set(string.key.slice(string.file.length + 1), string.text);
  for (const file of files) {
    const layerFile = layerFileOf(file, 'cy');
    if (!needsWelsh(file)) {
      if (existsSync(join(root, layerFile))) problems.push({ file: layerFile, pointer: '', message: `${file} is shown in English only, so this layer is never read: remove it` });
      continue;
    }
    let layer: Record<string, unknown>;
    try {
      layer = readLayer(root, file);
    } catch (error) {
      problems.push({ file: layerFile, pointer: '', message: (error as Error).message });
      continue;
    }
    for (const status of layerStatuses(english.get(file)!, layer)) {
      const at = { file: layerFile, pointer: status.pointer };
      const entry = layer[status.pointer];
      if (entry !== undefined && !isTranslatedText(entry)) {
        problems.push({ ...at, message: 'must be { "text": the Welsh, "source": the fingerprint of its English }' });
      } else if (status.status === 'missing') {
        problems.push({ file, pointer: status.pointer, message: `has no Welsh text in ${layerFile}` });
      } else if (status.status === 'orphan') {
        problems.push({ ...at, message: `names no text of ${file}: its English was removed or moved, so move or remove this Welsh` });
      } else {
        if (status.status === 'needs-review') problems.push({ ...at, message: 'is out of date: its English changed since it was translated; translate it again, or confirm it (Welsh status "confirmed" in the content sheet)' });
        if (status.dropped.length) problems.push({ ...at, message: `the Welsh leaves out ${braced(status.dropped)}, which the English fills in` });
        if (status.invented.length) problems.push({ ...at, message: `the Welsh has ${braced(status.invented)}, which the English does not fill in` });
      }
      if (isTranslatedText(entry) && entry.approved !== undefined && !needsApproval(file)) problems.push({ ...at, message: 'is approved, but only the drafting copy (the will\'s wording) is approved' });
    }
  }
  for (const layerFile of layerFiles(root)) {
    const file = layerFile.replace(/^schemas\/cy\//, 'schemas/');
    if (!files.includes(file)) problems.push({ file: layerFile, pointer: '', message: `is the Welsh of ${file}, which is not a content file` });
  }
  return problems;
}
