import { AsyncLocalStorage } from 'node:async_hooks';
import { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { log } from '../logger';

type Work = () => Promise<unknown>;

const pending = new AsyncLocalStorage<Work[]>();

/** Runs each piece of work in turn, logging a failure: nothing is left to answer it. */
async function runAll(works: Work[]) {
  for (const work of works) {
    try {
      await work();
    } catch (error) {
      log.error({ err: error }, 'work after the answer failed');
    }
  }
}

/**
 * Work a request leaves until its answer has gone (runAfterAnswer), so nothing it does can be seen in the answer's
 * timing: served by @hono/node-server, once Node has handed the whole answer to the socket; otherwise once the app
 * has finished it. Outside a request the work starts on the next turn of the event loop.
 */
export function afterAnswer(work: Work): void {
  const queue = pending.getStore();
  if (queue) queue.push(work);
  else setImmediate(() => void runAll([work]));
}

/** Collects the request's afterAnswer work and starts it once the answer has been sent. */
export function runAfterAnswer(): MiddlewareHandler {
  return async (c, next) => {
    const works: Work[] = [];
    await pending.run(works, next);
    if (!works.length) return;
    const outgoing: unknown = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
    if (outgoing instanceof ServerResponse && !outgoing.writableFinished) {
      // 'close' too: a client gone before the answer was written must not leave the work undone.
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        void runAll(works);
      };
      outgoing.once('finish', start);
      outgoing.once('close', start);
    } else setImmediate(() => void runAll(works));
  };
}
