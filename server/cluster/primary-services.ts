import type { RateCounter } from '../middleware/rate-limit';

/**
 * What the workers of a cluster share through the primary: the rate limit counts, so a client's budget is the same
 * whichever worker serves it. (Everything else they share is in the SQLite file.)
 */
export type PrimaryServices = { countRequest: RateCounter };
type Method = keyof PrimaryServices;

/** An IPC channel: a cluster worker's `process`, or the primary's `Worker`, or a test's fake. */
export type Channel = {
  send(message: unknown, callback?: (error: Error | null) => void): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
};

type Call = { primaryCall: number; method: Method; args: unknown[] };
type Reply = { primaryReply: number; ok: true; value: unknown } | { primaryReply: number; ok: false; error: string };

const isCall = (m: unknown): m is Call => typeof m === 'object' && m !== null && typeof (m as Call).primaryCall === 'number';
const isReply = (m: unknown): m is Reply => typeof m === 'object' && m !== null && typeof (m as Reply).primaryReply === 'number';

/** In a worker: the primary's services, each call a message to the primary and its answer a message back. */
export function primaryServices(channel: Channel): PrimaryServices {
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  channel.on('message', (message) => {
    if (!isReply(message)) return;
    const call = pending.get(message.primaryReply);
    if (!call) return;
    pending.delete(message.primaryReply);
    if (message.ok) call.resolve(message.value as never);
    else call.reject(new Error(`primary: ${message.error}`));
  });
  const call = <T>(method: Method, args: unknown[]) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      channel.send({ primaryCall: id, method, args } satisfies Call, (error) => {
        if (!error) return;
        pending.delete(id);
        reject(error);
      });
    });
  return {
    countRequest: (key, windowMs, now) => call('countRequest', [key, windowMs, now]),
  };
}

/** In the primary: answers one worker's calls with `services`; a failure is answered as an error, never dropped. */
export function answerWorkerCalls(channel: Channel, services: PrimaryServices): void {
  channel.on('message', (message) => {
    if (!isCall(message)) return;
    const reply = (answer: Reply) => channel.send(answer, () => undefined);
    const method = Object.hasOwn(services, message.method) ? (services[message.method] as (...args: unknown[]) => Promise<unknown>) : undefined;
    if (!method) return reply({ primaryReply: message.primaryCall, ok: false, error: `no service ${message.method}` });
    method(...message.args).then(
      (value) => reply({ primaryReply: message.primaryCall, ok: true, value }),
      (error: unknown) => reply({ primaryReply: message.primaryCall, ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
