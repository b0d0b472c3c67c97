import type { StepLoaded } from '../../steps/binding/step-document';
import type { Will } from '../../will/will';
import type { CallBooking } from './call-booking';

/** A slot in the reader's words (./call-slot-words.ts): its time, its day without the year, the two together with the year. */
export type SlotWords = { time: string; day: string; when: string };

/**
 * What the book-a-call steps load (their `source`, calls.booking): the slots free now, the user's call to come, and
 * each of those slots in words, written when they were loaded (so the step's shared registries carry no calendar words).
 */
export type CallPage = { slots: string[]; booking: CallBooking | null; words: Record<string, SlotWords> };

const isSlotWords = (value: unknown): value is SlotWords =>
  typeof value === 'object' && value !== null && ['time', 'day', 'when'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

const isBooking = (value: unknown): value is CallBooking =>
  typeof value === 'object' && value !== null && ['slot', 'phone', 'topic'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/** The call page's loaded answers (GET /api/calls/slots as `slots`, GET /api/calls's `booking`, their `words`); anything else is nothing. */
export function callPage(loaded: StepLoaded | undefined): CallPage {
  const slots = Array.isArray(loaded?.slots) ? loaded.slots.filter((slot): slot is string => typeof slot === 'string') : [];
  const words = typeof loaded?.words === 'object' && loaded.words !== null ? Object.entries(loaded.words).filter(([, value]) => isSlotWords(value)) : [];
  return { slots, booking: isBooking(loaded?.booking) ? loaded.booking : null, words: Object.fromEntries(words) as Record<string, SlotWords> };
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
