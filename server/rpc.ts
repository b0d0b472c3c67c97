/**
 * Calls between processes or threads over a message channel: each call a message, its answer a message back,
 * matched by id. Used for the cluster primary's services (server/cluster/primary-services.ts).
 */

/** A message channel: a cluster worker's `process`, the primary's `Worker`, a test's fake. */
export type Channel = {
  send(message: unknown, callback?: (error: Error | null) => void): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
};

/** Services offered over a channel: methods of serialisable arguments answering serialisable values. */
export type Services = Record<string, (...args: any[]) => Promise<unknown>>;

type Call = { rpcCall: number; method: string; args: unknown[] };
type Reply = { rpcReply: number; ok: true; value: unknown } | { rpcReply: number; ok: false; error: string };

const isCall = (m: unknown): m is Call => typeof m === 'object' && m !== null && typeof (m as Call).rpcCall === 'number';
const isReply = (m: unknown): m is Reply => typeof m === 'object' && m !== null && typeof (m as Reply).rpcReply === 'number';

/** The services at the other end of `channel`, as local functions (only `methods`). */
export function callsTo<S extends Services>(channel: Channel, methods: readonly (keyof S & string)[]): S {
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  channel.on('message', (message) => {
    if (!isReply(message)) return;
    const call = pending.get(message.rpcReply);
    if (!call) return;
    pending.delete(message.rpcReply);
    if (message.ok) call.resolve(message.value);
    else call.reject(new Error(`remote: ${message.error}`));
  });
  const call = (method: string, args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      channel.send({ rpcCall: id, method, args } satisfies Call, (error) => {
        if (!error) return;
        pending.delete(id);
        reject(error);
      });
    });
  return Object.fromEntries(methods.map((method) => [method, (...args: unknown[]) => call(method, args)])) as S;
}

/** Answers the calls arriving on `channel` with `services`; a failure is answered as an error, never dropped. */
export function answerCalls(channel: Channel, services: Services): void {
  channel.on('message', (message) => {
    if (!isCall(message)) return;
    const reply = (answer: Reply) => channel.send(answer, () => undefined);
    const method = Object.hasOwn(services, message.method) ? services[message.method] : undefined;
    if (!method) return reply({ rpcReply: message.rpcCall, ok: false, error: `no service ${message.method}` });
    method(...message.args).then(
      (value) => reply({ rpcReply: message.rpcCall, ok: true, value }),
      (error: unknown) => reply({ rpcReply: message.rpcCall, ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
