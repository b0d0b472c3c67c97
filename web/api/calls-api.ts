import { api } from './client';
import type { CallBooking } from '../../engine/call-booking';

/** GET /api/calls: the user's call if it is still to come. */
export const fetchCallBooking = () => api<{ booking: CallBooking | null }>('GET', '/api/calls');

/** GET /api/calls/slots: the free slots (ISO instants), earliest first. */
export const fetchCallSlots = () => api<{ slots: string[] }>('GET', '/api/calls/slots');

/** POST /api/calls: books a slot (moving the user's earlier call) and emails a confirmation. */
export const bookCall = (booking: CallBooking) => api<{ booking: CallBooking }>('POST', '/api/calls', booking);
