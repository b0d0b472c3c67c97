import type { RateCounter } from '../middleware/rate-limit';
import { answerCalls, callsTo, type Channel } from '../rpc';

/**
 * What the workers of a cluster share through the primary: the rate limit counts, so a client's budget is the same
 * whichever worker serves it. (Everything else they share is in the SQLite file.)
 */
export type PrimaryServices = { countRequest: RateCounter };

/** In a worker: the primary's services, over the cluster's IPC channel. */
export function primaryServices(channel: Channel): PrimaryServices {
  return callsTo<PrimaryServices>(channel, ['countRequest']);
}

/** In the primary: answers one worker's calls with `services`. */
export function answerWorkerCalls(channel: Channel, services: PrimaryServices): void {
  answerCalls(channel, services);
}
