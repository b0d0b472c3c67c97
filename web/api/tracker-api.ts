import { answerOf, client, type AnswerOf } from './client';

const tracker = client.api.will.tracker;

/** The will's way through the review: its state, the due date now stated, and what happened, oldest first. */
export type Tracker = AnswerOf<typeof tracker.$get>;
/** A tracker entry as the server answers it: a request for changes also names its step's title and route. */
export type TrackerItem = Tracker['entries'][number];

/** GET /api/will/tracker: the signed-in user's own. */
export const fetchTracker = () => answerOf(tracker.$get());
