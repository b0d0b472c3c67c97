import type { StepLoaded } from '../../steps/binding/step-document';
import type { SourceItem } from '../../steps/step-sources';
import { callPage } from './call-page';
import { slotDay, slotDayInWords, slotInWords, slotTimeInWords } from './call-slot-words';

/**
 * The free slots as a widget's choices: each slot's instant (`uuid`), its time in words, and its London day (`tag`,
 * YYYY-MM-DD) in words without its year (`group`).
 */
export function freeSlotItems(loaded: StepLoaded | undefined): SourceItem[] {
  return callPage(loaded).slots.map((slot) => ({ uuid: slot, kind: 'slot', label: slotTimeInWords(slot), tag: slotDay(slot), group: slotDayInWords(slot, { withYear: false }) }));
}

/** The user's call to come as `{when}` ('Monday 30 March 2026 at 9:30am') and `{phone}`; null when there is none. */
export function bookingFigures(loaded: StepLoaded | undefined): Record<string, string> | null {
  const { booking } = callPage(loaded);
  return booking ? { when: slotInWords(booking.slot), phone: booking.phone } : null;
}
