import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { memoryRateCounter } from '../middleware/rate-limit';
import { answerWorkerCalls, primaryServices, type PrimaryServices } from './primary-services';
import type { Channel } from '../rpc';

/** Two ends of an IPC channel: what one sends, the other receives on a later turn, as over a pipe. */
function channelPair(): [Channel, Channel] {
  const a = new EventEmitter();
  const b = new EventEmitter();
  const end = (self: EventEmitter, other: EventEmitter): Channel => ({
    send: (message, callback) => setImmediate(() => (other.emit('message', structuredClone(message)), callback?.(null))),
    on: (event, listener) => self.on(event, listener),
  });
  return [end(a, b), end(b, a)];
}

describe('primary services over IPC', () => {
  it("answers each worker's calls with the primary's one counter, so budgets are shared", async () => {
    const shared: PrimaryServices = { countRequest: memoryRateCounter() };
    const [workerA, primaryA] = channelPair();
    const [workerB, primaryB] = channelPair();
    answerWorkerCalls(primaryA, shared);
    answerWorkerCalls(primaryB, shared);
    const a = primaryServices(workerA);
    const b = primaryServices(workerB);
    const counts = await Promise.all([a.countRequest('ip:1', 60_000, 1000), b.countRequest('ip:1', 60_000, 1001), a.countRequest('ip:2', 60_000, 1002)]);
    expect(counts.map((w) => w.count)).toEqual([1, 2, 1]);
    expect((await b.countRequest('ip:1', 60_000, 1003)).count).toBe(3);
  });

  it("matches answers to calls when they come back out of order", async () => {
    const [worker, primary] = channelPair();
    let slowFirst = true;
    answerWorkerCalls(primary, {
      countRequest: async (key, _windowMs, now) => {
        if (slowFirst) {
          slowFirst = false;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return { start: now, count: Number(key) };
      },
    });
    const services = primaryServices(worker);
    expect(await Promise.all([services.countRequest('1', 1, 0), services.countRequest('2', 1, 0), services.countRequest('3', 1, 0)])).toEqual([
      { start: 0, count: 1 },
      { start: 0, count: 2 },
      { start: 0, count: 3 },
    ]);
  });

  it('rejects the call when the primary fails it, or when the message cannot be sent', async () => {
    const [worker, primary] = channelPair();
    answerWorkerCalls(primary, { countRequest: async () => Promise.reject(new Error('counter broke')) });
    await expect(primaryServices(worker).countRequest('k', 1, 0)).rejects.toThrow('remote: counter broke');

    const closed: Channel = { send: (_message, callback) => callback?.(new Error('channel closed')), on: () => undefined };
    await expect(primaryServices(closed).countRequest('k', 1, 0)).rejects.toThrow('channel closed');
  });

  it('ignores messages that are not calls, and answers a call to no service with an error', async () => {
    const [worker, primary] = channelPair();
    answerWorkerCalls(primary, { countRequest: memoryRateCounter() });
    const replies: unknown[] = [];
    worker.on('message', (m) => replies.push(m));
    worker.send({ hello: 'world' });
    worker.send({ rpcCall: 7, method: 'constructor', args: [] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(replies).toEqual([{ rpcReply: 7, ok: false, error: 'no service constructor' }]);
  });
});
