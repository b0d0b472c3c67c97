import type { StepFile } from '../../engine/steps/step-file';
import type { Will } from '../../engine/will/will';
import { stepSources, type SourceItem } from '../../engine/steps/step-sources';
import type { Destination } from '../../flows/flow-runner';

/** Where a repeat step stands: its items, the 1-based index in the route, and the item answered there. */
export type RepeatPosition = { items: SourceItem[]; index: number; item: SourceItem; next?: Destination; previous?: Destination };

/**
 * The item a repeat step (`over`, route with `{index}`) asks about, and the neighbouring items' destinations.
 * Null when the index names no item (the caller sends the user to the first, or back to the flow).
 */
export function repeatPosition(step: StepFile, will: Will, today: string, index: number): RepeatPosition | null {
  const items = step.over ? (stepSources[step.over]?.(will, { today }) ?? []) : [];
  const item = items[index - 1];
  if (!item) return null;
  const at = (i: number): Destination => ({ stepId: step.id, params: { index: String(i) } });
  return { items, index, item, next: index < items.length ? at(index + 1) : undefined, previous: index > 1 ? at(index - 1) : undefined };
}
