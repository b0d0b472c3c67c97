/**
 * Password-reset mail cannot flood one inbox: at most 3 reset emails to one address in 15 minutes, however many
 * client addresses ask, answered alike whether or not the address has an account; and the account's work starts
 * only once the answer has been sent, so its timing cannot tell who has one.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Clock } from '../../server/clock';
import { rateRowKey } from '../../server/middleware/rate-limit';
import { PASSWORD_RESET_BUDGET } from '../../server/auth/password-reset-after-answer';
import { createTestApp, type TestApp } from './test-app';
import { listen } from './listening-app';

/** The account's work runs after the answer: on a busy machine it can take seconds. */
const WORK_AFTER_ANSWER = { timeout: 15_000 };

let now = new Date('2026-11-22T10:00:00Z').getTime();
const clock: Clock = { now: () => new Date(now) };
let t: TestApp;
let served: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  t = await createTestApp({ clock }, { clock });
  served = await listen(t);
});
afterAll(async () => {
  await served.close();
  await t.close();
});

const RESET_SUBJECT = 'Reset your Will Writer password';
const ask = (email: string, ip: string) => served.request('/api/auth/request-password-reset', { method: 'POST', ip, json: { email } });
const resetMailsTo = (email: string) => t.mailbox.filter((m) => m.to === email && m.subject === RESET_SUBJECT);

/** How many reset requests have been counted against `email` (the work after the answer counts each one). */
async function counted(email: string): Promise<number> {
  const key = rateRowKey(t.deps.config.authSecret, PASSWORD_RESET_BUDGET, email);
  const row = await t.db.selectFrom('request_count').select('count').where('key', '=', key).executeTakeFirst();
  return row?.count ?? 0;
}

describe('password-reset mail', () => {
  it('goes at most 3 times in 15 minutes to one account, whichever client addresses ask, with the same answer each time', { timeout: 90_000 }, async () => {
    const email = 'flooded@example.com';
    await t.signUp(email, 'Flo Flooded');
    const answers: unknown[] = [];
    for (let i = 1; i <= 6; i++) {
      const known = await ask(email, `198.51.100.${i}`);
      const unknown = await ask('no-account@example.com', `192.0.2.${i}`);
      expect([known.status, unknown.status]).toEqual([200, 200]);
      answers.push(await known.json(), await unknown.json());
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    await vi.waitFor(async () => expect([await counted(email), await counted('no-account@example.com')]).toEqual([6, 6]), WORK_AFTER_ANSWER);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resetMailsTo(email)).toHaveLength(3);
    expect(resetMailsTo('no-account@example.com')).toHaveLength(0);
    // Once the window has passed the owner can ask again.
    now += 15 * 60 * 1000 + 1000;
    expect((await ask(email, '198.51.100.99')).status).toBe(200);
    await vi.waitFor(() => expect(resetMailsTo(email)).toHaveLength(4), WORK_AFTER_ANSWER);
  });

  it('is looked up only once the answer has been sent, for an account and an unknown address alike', { timeout: 60_000 }, async () => {
    await t.signUp('timed@example.com', 'Tim Timed');
    const events: string[] = [];
    const onRequest = (req: IncomingMessage, res: ServerResponse) => {
      if (req.url?.endsWith('/request-password-reset')) res.once('finish', () => events.push('answer sent'));
    };
    served.server.on('request', onRequest);
    const adapter = (await t.deps.auth.$context).internalAdapter;
    const lookUp = adapter.findUserByEmail;
    adapter.findUserByEmail = async (...args: Parameters<typeof lookUp>) => {
      events.push(`lookup ${args[0]}`);
      return lookUp.apply(adapter, args);
    };
    try {
      for (const [email, ip] of [['timed@example.com', '203.0.113.10'], ['not-timed@example.com', '203.0.113.11']]) {
        events.length = 0;
        expect((await ask(email!, ip!)).status).toBe(200);
        await vi.waitFor(() => expect(events).toContain(`lookup ${email}`), WORK_AFTER_ANSWER);
        expect(events.slice(0, 2)).toEqual(['answer sent', `lookup ${email}`]);
      }
    } finally {
      adapter.findUserByEmail = lookUp;
      served.server.off('request', onRequest);
    }
  });
});
