import type { StepLoaded } from '../../steps/binding/step-document';
import type { SourceItem } from '../../steps/step-sources';
import type { Will } from '../../will/will';
import type { CallBooking } from './call-booking';
import { slotDay, slotInWords, slotTimeInWords } from './call-slot-words';

/** What the book-a-call steps load (their `source`, calls.booking): the slots free now, and the user's call to come. */
export type CallPage = { slots: string[]; booking: CallBooking | null };

const isBooking = (value: unknown): value is CallBooking =>
  typeof value === 'object' && value !== null && ['slot', 'phone', 'topic'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/** The call page's loaded answers (GET /api/calls/slots as `slots`, GET /api/calls's `booking`); anything else is nothing. */
export function callPage(loaded: StepLoaded | undefined): CallPage {
  const slots = Array.isArray(loaded?.slots) ? loaded.slots.filter((slot): slot is string => typeof slot === 'string') : [];
  return { slots, booking: isBooking(loaded?.booking) ? loaded.booking : null };
}

/** The free slots as a widget's choices: each slot's instant (`uuid`), its time in words, and its London day (`tag`). */
export function freeSlotItems(loaded: StepLoaded | undefined): SourceItem[] {
  return callPage(loaded).slots.map((slot) => ({ uuid: slot, kind: 'slot', label: slotTimeInWords(slot), tag: slotDay(slot) }));
}

/** The user's call to come as `{when}` ('Monday 30 March 2026 at 9:30am') and `{phone}`; null when there is none. */
export function bookingFigures(loaded: StepLoaded | undefined): Record<string, string> | null {
  const { booking } = callPage(loaded);
  return booking ? { when: slotInWords(booking.slot), phone: booking.phone } : null;
}

/**
 * What the booking form starts with: the number and topic of the call to come (booking again moves it), else About
 * You's number; what is not known is left unanswered.
 */
export function callFormAnswers(loaded: StepLoaded | undefined, will: Will): Record<string, unknown> {
  const { booking } = callPage(loaded);
  const phone = booking?.phone ?? will.userInfo?.phoneNumber;
  return { ...(phone ? { phone } : {}), ...(booking?.topic ? { topic: booking.topic } : {}) };
}
