import type { StepLoaded } from '../../steps/binding/step-document';
import type { Will } from '../../will/will';
import type { CallBooking } from './call-booking';

/** What the book-a-call steps load (their `source`, calls.booking): the slots free now, and the user's call to come. */
export type CallPage = { slots: string[]; booking: CallBooking | null };

const isBooking = (value: unknown): value is CallBooking =>
  typeof value === 'object' && value !== null && ['slot', 'phone', 'topic'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/** The call page's loaded answers (GET /api/calls/slots as `slots`, GET /api/calls's `booking`); anything else is nothing. */
export function callPage(loaded: StepLoaded | undefined): CallPage {
  const slots = Array.isArray(loaded?.slots) ? loaded.slots.filter((slot): slot is string => typeof slot === 'string') : [];
  return { slots, booking: isBooking(loaded?.booking) ? loaded.booking : null };
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
