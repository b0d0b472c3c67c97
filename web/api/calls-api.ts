import { answerOf, client } from './client';
import type { CallBooking } from '../../engine/products/calls/call-booking';

/** GET /api/calls: the user's call if it is still to come. */
export const fetchCallBooking = () => answerOf(client.api.calls.$get());

/** GET /api/calls/slots: the free slots (ISO instants), earliest first. */
export const fetchCallSlots = () => answerOf(client.api.calls.slots.$get());

/** POST /api/calls: books a slot (moving the user's earlier call) and emails a confirmation. */
export const bookCall = (booking: CallBooking) => answerOf(client.api.calls.$post({ json: booking }));
