import { answerOf, client, type AnswerOf } from './client';

const deliveries = client.api.will.deliveries;

/**
 * Every delivered version of the will, newest first, and how the will now differs from the latest (`changes`, null
 * before the first delivery). A delivery's `url` downloads its PDF (the owner's only); `guide`, `letter` and
 * `instructions` say whether a signing guide, a letter of wishes and a record of instructions were delivered with it.
 */
export type Deliveries = AnswerOf<typeof deliveries.$get>;
export type Delivery = Deliveries['deliveries'][number];
/** A section whose answers differ from the latest delivered will, with the route of its step. */
export type ChangedSection = NonNullable<Deliveries['changes']>[number];

/** GET /api/will/deliveries. */
export const fetchDeliveries = () => answerOf(deliveries.$get());
