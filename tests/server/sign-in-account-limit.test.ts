/**
 * The per-account sign-in limit: guesses at one account from many client addresses are slowed (429), and the
 * owner is never locked out: once the window has passed, the right password signs in from anywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../server/clock';
import { createTestApp, PASSWORD, type TestApp } from './test-app';
import { listen } from './listening-app';
import apiErrors from '../../schemas/copy/api-errors.json';

let now = new Date('2026-11-22T10:00:00Z').getTime();
const clock: Clock = { now: () => new Date(now) };
let t: TestApp;
let served: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  t = await createTestApp({ clock }, { clock, signInAccountLimit: { window: 900, max: 2 } });
  served = await listen(t);
});
afterAll(async () => {
  await served.close();
  await t.close();
});

// Over a socket, as in production: the in-process app.request never showed that the 429 was lost.
const signIn = (email: string, password: string, ip: string) => served.request('/api/auth/sign-in/email', { method: 'POST', ip, json: { email, password } });

describe('the per-account sign-in limit', () => {
  it('answers the third wrong password from a new address 429, and the owner signs in after the window', async () => {
    const email = 'target@example.com';
    await t.signUp(email, 'Tess Target');
    expect((await signIn(email, 'wrong password 1', '203.0.113.1')).status).toBe(401);
    expect((await signIn(email, 'wrong password 2', '203.0.113.2')).status).toBe(401);
    const third = await signIn(email, 'wrong password 3', '203.0.113.3');
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ type: 'rate_limited', message: apiErrors.rateLimited });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    // Past the limit even the right password waits, or the answer would tell a guesser they had found it.
    expect((await signIn(email, PASSWORD, '203.0.113.4')).status).toBe(429);
    // No hard lockout: once the window has passed, the owner signs in from a fresh address.
    now += 901 * 1000;
    const owner = await signIn(email, PASSWORD, '203.0.113.5');
    expect(owner.status).toBe(200);
    // A successful sign-in clears the count: the owner's own next typo is not answered 429.
    expect((await signIn(email, 'typo', '203.0.113.6')).status).toBe(401);
  });

  it('counts an address without an account alike, so the 429 says nothing about who has one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await signIn('nobody-here@example.com', 'guess', `198.51.100.${i + 1}`)).status);
    expect(statuses).toEqual([401, 401, 429]);
  });
});
