import type { StepLoaded } from '../../steps/binding/step-document';
import type { SourceItem } from '../../steps/step-sources';
import { londonWallClock } from '../../time/london-time';
import { callPage } from './call-page';

// Read from the words the page loaded with its slots (./call-slot-words.ts's `callPageLoaded`): the step engine's
// registries, which every step route loads, then carry no calendar words; a slot without words reads as its instant.

/**
 * The free slots as a widget's choices: each slot's instant (`uuid`), its time in words, and its London day (`tag`,
 * YYYY-MM-DD) in words without its year (`group`).
 */
export function freeSlotItems(loaded: StepLoaded | undefined): SourceItem[] {
  const { slots, words } = callPage(loaded);
  return slots.map((slot) => ({ uuid: slot, kind: 'slot', label: words[slot]?.time ?? slot, tag: londonWallClock(slot).date, group: words[slot]?.day ?? slot }));
}

/** The user's call to come as `{when}` ('Monday 30 March 2026 at 9:30am') and `{phone}`; null when there is none. */
export function bookingFigures(loaded: StepLoaded | undefined): Record<string, string> | null {
  const { booking, words } = callPage(loaded);
  return booking ? { when: words[booking.slot]?.when ?? booking.slot, phone: booking.phone } : null;
}
