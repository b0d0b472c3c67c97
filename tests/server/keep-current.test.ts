/**
 * Keeping a delivered will current: the daily job's check-in, renewal notice and unsubscribe link, and the account
 * page's choice, with the clock moved forward from the delivery.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../server/clock';
import { runKeepCurrent } from '../../server/keeping-current/run-keep-current';
import { fixedClock, createTestApp, type TestApp } from './test-app';
import { deliver, detailOf, paidWriter, signedInReviewer } from './review-helpers';

const DAY = 86_400_000;
let t: TestApp;
let writer: Awaited<ReturnType<typeof paidWriter>>;

beforeAll(async () => {
  t = await createTestApp();
  writer = await paidWriter(t);
  const reviewer = await signedInReviewer(t);
  const { version } = await detailOf(t, reviewer.cookie, writer.id);
  expect((await deliver(t, reviewer.cookie, writer.id, { version })).status).toBe(200);
}, 60_000);
afterAll(() => t.close());

const daysOn = (days: number): Clock => ({ now: () => new Date(fixedClock.now().getTime() + days * DAY) });
const run = (days: number) =>
  runKeepCurrent({ db: t.db, mail: t.deps.mail, clock: daysOn(days), baseUrl: 'http://localhost:3000', secret: t.deps.config.authSecret, hashidSalt: t.deps.config.hashidSalt });
const mailTo = (subject: RegExp) => t.mailbox.filter((m) => m.to === writer.email && subject.test(m.subject));
const unsubscribeLink = (text: string) => new URL(text.match(/http:\/\/localhost:3000\/will\/unsubscribe\?\S+/)![0]);

describe('keeping a delivered will current', () => {
  it('gives notice of the renewal a month ahead, with the price and how to cancel, and no unsubscribe link', async () => {
    expect((await run(333)).sent).toBe(0);
    expect((await run(335)).sent).toBe(1);
    const [notice] = mailTo(/^Your update subscription renews on/);
    expect(notice!.subject).toBe('Your update subscription renews on 22 November 2027');
    expect(notice!.text).toContain('£10.00 a year');
    expect(notice!.text).toContain('http://localhost:3000/will/billing-portal');
    expect(notice!.text).not.toContain('/will/unsubscribe');
    expect((await run(336)).sent).toBe(0);
  });

  it('checks in on the first anniversary of the delivery, once, with the five events and an unsubscribe link', async () => {
    expect((await run(364)).sent).toBe(0);
    expect((await run(365)).sent).toBe(1);
    const [checkIn] = mailTo(/^Has anything changed/);
    expect(checkIn!.text).toContain('It is a year since your will was delivered.');
    expect(checkIn!.text).toContain('you married or formed a civil partnership');
    expect(checkIn!.text).toContain('http://localhost:3000/will/what-has-changed');
    expect(unsubscribeLink(checkIn!.text).searchParams.get('token')).toBeTruthy();
    expect((await run(366)).sent).toBe(0);
  });

  it('refuses an unsubscribe link that is not ours, changing nothing; ours turns check-ins off', async () => {
    const link = unsubscribeLink(mailTo(/^Has anything changed/)[0]!.text);
    const u = link.searchParams.get('u');
    const forged = await t.request('/api/keep-current/unsubscribe', { method: 'POST', json: { u, token: 'x'.repeat(43) } });
    expect(forged.status).toBe(422);
    expect(((await forged.json()) as { message: string }).message).toBe('This link is not valid. Sign in and turn check-in emails off on your account page.');
    expect(await (await t.request('/api/account/keep-current', { cookie: writer.cookie })).json()).toEqual({ checkIns: true });

    const ok = await t.request('/api/keep-current/unsubscribe', { method: 'POST', json: { u, token: link.searchParams.get('token') } });
    expect(ok.status).toBe(200);
    expect(await (await t.request('/api/account/keep-current', { cookie: writer.cookie })).json()).toEqual({ checkIns: false });
    expect((await run(365 * 2 + 1)).sent).toBe(0);
  });

  it('lets the account page turn check-ins back on, refusing anything but true or false, and only for the signed-in user', async () => {
    const bad = await t.request('/api/account/keep-current', { method: 'PUT', cookie: writer.cookie, json: { checkIns: 'yes' } });
    expect(bad.status).toBe(422);
    expect(await (await t.request('/api/account/keep-current', { cookie: writer.cookie })).json()).toEqual({ checkIns: false });
    expect((await t.request('/api/account/keep-current', { method: 'PUT', json: { checkIns: true } })).status).toBe(401);
    expect((await t.request('/api/account/keep-current', { method: 'PUT', cookie: writer.cookie, json: { checkIns: true } })).status).toBe(200);
    expect((await run(366 * 3)).sent).toBe(1);
    expect(mailTo(/^Has anything changed/).at(-1)!.text).toContain('It is 3 years since your will was delivered.');
  });
});
