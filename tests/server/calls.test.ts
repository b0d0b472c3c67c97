import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

// The test app's clock: Sunday 22 November 2026, 10:00 UTC. The first slot offered is Monday 23rd at 9:00 (GMT).
const MONDAY_9AM = '2026-11-23T09:00:00.000Z';
const MONDAY_930AM = '2026-11-23T09:30:00.000Z';
const TUESDAY_2PM = '2026-11-24T14:00:00.000Z';
const booking = (slot: string) => ({ slot, phone: '07700 900982', topic: 'I own a business and a flat in Spain' });

let t: TestApp;
let cookie: string;
const book = (body: unknown, session: string | null = cookie) => t.request('/api/calls', { method: 'POST', json: body, ...(session ? { cookie: session } : {}) });
const freeSlots = async (session = cookie) => ((await (await t.request('/api/calls/slots', { cookie: session })).json()) as { slots: string[] }).slots;
const myCall = async (session = cookie) => ((await (await t.request('/api/calls', { cookie: session })).json()) as { booking: unknown }).booking;
const bookings = () => t.db.selectFrom('call_booking').selectAll().orderBy('slot_start').execute();
const confirmations = () => t.db.selectFrom('mail_outbox').selectAll().where('subject', '=', 'Your call with Will Writer is booked').orderBy('id').execute();

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.signUp('jo@example.com', 'Jo Bloggs'));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('call_booking').execute();
  await t.db.deleteFrom('mail_outbox').execute();
});

describe('/api/calls', () => {
  it('needs a session', async () => {
    expect((await t.request('/api/calls/slots')).status).toBe(401);
    expect((await t.request('/api/calls')).status).toBe(401);
    expect((await book(booking(MONDAY_9AM), null)).status).toBe(401);
    expect(await bookings()).toEqual([]);
  });

  it('offers the slots of the next 10 working days, from 9:00 to 16:30 London time', async () => {
    const slots = await freeSlots();
    expect(slots).toHaveLength(160);
    expect(slots[0]).toBe(MONDAY_9AM);
    expect(slots.at(-1)).toBe('2026-12-04T16:30:00.000Z');
  });

  it.each([
    ['nothing', {}, { slot: ['Choose a time for your call'], phone: ['Enter your phone number'], topic: ['Tell us what you would like to talk about'] }],
    ['a slot in the past', booking('2026-11-20T10:00:00.000Z'), { slot: ['That time is not available. Please choose another.'] }],
    ['a slot today', booking('2026-11-22T14:00:00.000Z'), { slot: ['That time is not available. Please choose another.'] }],
    ['a slot off the half hour', booking('2026-11-23T09:15:00.000Z'), { slot: ['That time is not available. Please choose another.'] }],
    ['a slot after working hours', booking('2026-11-23T17:00:00.000Z'), { slot: ['That time is not available. Please choose another.'] }],
    ['a slot on a Saturday', booking('2026-11-28T10:00:00.000Z'), { slot: ['That time is not available. Please choose another.'] }],
    ['a slot that is not a time', booking('tomorrow'), { slot: ['That time is not available. Please choose another.'] }],
    ['a phone number with letters', { ...booking(MONDAY_9AM), phone: 'ring me' }, { phone: ['Enter a phone number, like 01632 960 001 or 07700 900 982'] }],
    ['a topic of spaces', { ...booking(MONDAY_9AM), topic: '   ' }, { topic: ['Tell us what you would like to talk about'] }],
    ['a topic over 1,000 characters', { ...booking(MONDAY_9AM), topic: 'a'.repeat(1001) }, { topic: ['Use 1,000 characters or fewer'] }],
    [
      'a topic with a text-direction override',
      { ...booking(MONDAY_9AM), topic: 'My will \u202e' },
      { topic: ['This answer contains hidden control or text-direction characters. Please type it again without them.'] },
    ],
  ])('answers 422 for %s, booking and sending nothing', async (_label, body, fields) => {
    const res = await book(body);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ type: 'validation', message: 'Please check your answers', fields });
    expect(await bookings()).toEqual([]);
    expect(await confirmations()).toEqual([]);
  });

  it('books a slot, emails the date and time in words, and takes the slot off the free list for everyone', async () => {
    const res = await book(booking(MONDAY_930AM));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ booking: booking(MONDAY_930AM) });
    expect(await myCall()).toEqual(booking(MONDAY_930AM));
    const [mail] = await confirmations();
    expect(mail?.to_address).toBe('jo@example.com');
    expect(mail?.body_text).toContain('Your call with our team is booked for Monday 23 November 2026 at 9:30am (UK time).');
    expect(mail?.body_text).toContain("We'll call you on 07700 900982.");
    expect(mail?.body_text).toContain('I own a business and a flat in Spain');
    expect(mail?.body_text).toContain('http://localhost:3000/will/schedule-call');
    const other = await t.signUp();
    expect(await freeSlots(other.cookie)).not.toContain(MONDAY_930AM);
    expect(await freeSlots(other.cookie)).toHaveLength(159);
    expect(await myCall(other.cookie)).toBeNull();
  });

  it('writes the confirmation in Welsh for a user who reads Welsh, the day and the clock too', async () => {
    const welsh = await t.signUp('cymro@example.com', 'Dafydd');
    expect((await t.request('/api/language', { method: 'PUT', cookie: welsh.cookie, json: { language: 'cy' } })).status).toBe(200);
    expect((await book(booking(TUESDAY_2PM), welsh.cookie)).status).toBe(201);
    const [mail] = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'cymro@example.com').where('subject', '=', "Mae eich galwad gyda Will Writer wedi'i threfnu").execute();
    expect(mail?.body_text).toContain("Mae eich galwad gyda'n tîm wedi'i threfnu ar gyfer Dydd Mawrth 24 Tachwedd 2026 am 2:00yh (amser y DU).");
  });

  it('moves the booking when the user books again, freeing the first slot', async () => {
    expect((await book(booking(MONDAY_9AM))).status).toBe(201);
    expect((await book({ ...booking(TUESDAY_2PM), phone: '029 2000 0000' })).status).toBe(201);
    expect(await bookings()).toMatchObject([{ slot_start: TUESDAY_2PM, phone: '029 2000 0000' }]);
    expect(await freeSlots()).toContain(MONDAY_9AM);
    expect(await freeSlots()).not.toContain(TUESDAY_2PM);
    expect((await confirmations()).at(-1)?.body_text).toContain('Tuesday 24 November 2026 at 2:00pm');
  });

  it("refuses a slot someone else holds, leaving the user's own booking where it was", async () => {
    const other = await t.signUp();
    expect((await book(booking(TUESDAY_2PM), other.cookie)).status).toBe(201);
    expect((await book(booking(MONDAY_9AM))).status).toBe(201);
    const res = await book(booking(TUESDAY_2PM));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ type: 'validation', message: 'Please check your answers', fields: { slot: ['Someone has just booked that time. Please choose another.'] } });
    expect(await myCall()).toEqual(booking(MONDAY_9AM));
    expect(await myCall(other.cookie)).toEqual(booking(TUESDAY_2PM));
  });

  it('gives a slot two users race for to exactly one of them', async () => {
    const users = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
    const answers = await Promise.all(users.map((user) => book(booking(MONDAY_9AM), user.cookie)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 422, 422]);
    expect((await bookings()).filter((row) => row.slot_start === MONDAY_9AM)).toHaveLength(1);
    expect(await confirmations()).toHaveLength(1);
  });
});
