/** An imported sheet as a whole: its English edits and Welsh changes, refused together on any problem. */
import type { ContentRow } from './content-csv';
import { planContentEdits, undoContentEdits, writeContentEdits, type ContentEdit } from './apply-content-rows';
import { planWelshEdits, type WelshPlan } from './apply-welsh-rows';
import { undoLayers, writeLayers } from './welsh-layers';

export type ImportPlan = { edits: ContentEdit[]; welsh: WelshPlan; problems: string[] };

/** What `rows` would change under `root`, or the problems that refuse the sheet. Throws when a layer is not JSON. */
export function planImport(root: string, rows: readonly ContentRow[]): ImportPlan {
  const english = planContentEdits(root, rows);
  const welsh = planWelshEdits(root, rows, english.edits);
  return { edits: english.edits, welsh, problems: [...english.problems, ...welsh.problems] };
}

/** Writes a plan with no problems; returns how to undo it and how many files changed. */
export function applyImport(root: string, plan: ImportPlan): { undo: () => void; contentFiles: number; layerFiles: number } {
  if (plan.problems.length) throw new Error('A sheet with problems changes nothing.');
  const before = writeContentEdits(root, plan.edits);
  const layersBefore = writeLayers(root, plan.welsh.layers);
  return {
    undo: () => {
      undoContentEdits(before);
      undoLayers(layersBefore);
    },
    contentFiles: before.size,
    layerFiles: layersBefore.size,
  };
}
