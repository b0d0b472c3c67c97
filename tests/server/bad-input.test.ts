/**
 * Bad input to every write endpoint, better-auth's included, gets a 4xx and never a 5xx,
 * on SQLite and on PostgreSQL (scripts/run-tests.sh runs tests/server again there). PostgreSQL's text cannot hold a
 * NUL and its btree indexes cannot hold a long key, so it answered 500 where SQLite stored the value; a body nested
 * 20,000 deep overflowed better-auth's body merge. The app's body guard (server/middleware/json-body.ts) answers
 * each before any handler sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, PASSWORD, type TestApp } from './test-app';
import { paidWriter, signedInReviewer } from './review-helpers';
import apiErrors from '../../schemas/copy/api-errors.json';

type Who = 'anonymous' | 'user' | 'reviewer';
/**
 * A write endpoint and the fields its body names (each bad value is put in every one of them). `takesAnyText`: some
 * bad text is still a good value there (a name that looks like a date, revoking a token that is no session's).
 */
type Endpoint = { path: string; method?: 'POST' | 'PATCH'; who: Who; fields: string[]; takesAnyText?: true };

const ENDPOINTS: Endpoint[] = [
  { path: '/api/auth/sign-up/email', who: 'anonymous', fields: ['name', 'email', 'password', 'callbackURL'] },
  { path: '/api/auth/sign-in/email', who: 'anonymous', fields: ['email', 'password', 'callbackURL', 'rememberMe'] },
  { path: '/api/auth/request-password-reset', who: 'anonymous', fields: ['email', 'redirectTo'] },
  { path: '/api/auth/reset-password', who: 'anonymous', fields: ['token', 'newPassword'] },
  { path: '/api/auth/send-verification-email', who: 'anonymous', fields: ['email', 'callbackURL'] },
  { path: '/api/auth/change-password', who: 'user', fields: ['currentPassword', 'newPassword', 'revokeOtherSessions'] },
  { path: '/api/auth/change-email', who: 'user', fields: ['newEmail', 'callbackURL'] },
  { path: '/api/auth/update-user', who: 'user', fields: ['name', 'image'], takesAnyText: true },
  { path: '/api/auth/revoke-session', who: 'user', fields: ['token'], takesAnyText: true },
  { path: '/api/will', who: 'user', fields: ['revision', 'userInfo', 'people', 'executors', 'charityInterestAnswered'] },
  { path: '/api/will/refer-partner', who: 'user', fields: ['name', 'email'] },
  { path: '/api/will/resubmit', who: 'user', fields: [] },
  { path: '/api/partner-referral', who: 'user', fields: ['code'] },
  { path: '/api/onboarding-answer', who: 'user', fields: ['onboarding_status', 'answers', 'hasPartner', 'type'] },
  { path: '/api/onboarding-answer', method: 'PATCH', who: 'user', fields: ['onboarding_status', 'answers'] },
  { path: '/api/cart/add-lpa', who: 'user', fields: [] },
  { path: '/api/cart/remove-lpa', who: 'user', fields: [] },
  { path: '/api/cart/apply-coupon', who: 'user', fields: ['code'] },
  { path: '/api/cart/reset-coupon', who: 'user', fields: [] },
  { path: '/api/checkout/charity-consent', who: 'user', fields: ['bequeathed'] },
  { path: '/api/checkout/payment-method', who: 'user', fields: ['payment_method'] },
  { path: '/api/checkout/payment-intent', who: 'user', fields: ['payment_method'] },
  { path: '/api/checkout/complete', who: 'user', fields: ['order_id'] },
  { path: '/api/checkout/refund', who: 'user', fields: [] },
  { path: '/api/subscription/cancel', who: 'user', fields: [] },
  { path: '/api/subscription/resume', who: 'user', fields: [] },
  { path: '/api/billing-portal', who: 'user', fields: [] },
  { path: '/api/local-gateway/payment-methods', who: 'user', fields: ['number', 'exp_month', 'exp_year', 'cvc'] },
  { path: '/api/local-gateway/confirm', who: 'user', fields: ['client_secret', 'payment_method'] },
  { path: '/api/stripe/webhook', who: 'anonymous', fields: ['id', 'type', 'data'] },
  { path: '/api/lpa-interest', who: 'user', fields: ['kinds', 'phone', 'bestTime'] },
  { path: '/api/calls', who: 'user', fields: ['slot', 'phone', 'topic'] },
  { path: '/api/review/submissions/SUBMISSION/needs-attention', who: 'reviewer', fields: ['step', 'message', 'version'] },
  { path: '/api/review/submissions/SUBMISSION/deliver', who: 'reviewer', fields: ['version'] },
  { path: '/api/account/devices/1/sign-out', who: 'user', fields: [] },
  { path: '/api/account/delete', who: 'user', fields: ['password'] },
];

const FIVE_MB = 'x'.repeat(5 * 1024 * 1024);
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** A bad body: raw text, or a value put in every field of the endpoint; `status`: the answers it may have. */
type Bad = { label: string; status?: number[]; body: (fields: string[]) => string };
const inEveryField = (value: unknown) => (fields: string[]) => JSON.stringify(Object.fromEntries((fields.length ? fields : ['value']).map((field) => [field, value])));

const BAD: Bad[] = [
  { label: 'malformed JSON', status: [400], body: () => '{"email": "a@example.com", ' },
  { label: 'a JSON array', body: () => '[1, 2, 3]' },
  { label: 'a bare number', body: () => '42' },
  { label: 'null', body: () => 'null' },
  { label: 'a string', body: () => '"hello"' },
  { label: 'wrong types (objects)', body: inEveryField({ nested: [1, 2] }) },
  { label: 'wrong types (numbers)', body: inEveryField(12345) },
  { label: 'wrong types (booleans)', body: inEveryField(true) },
  { label: 'a NUL character', status: [400], body: inEveryField('a\u0000b@example.com') },
  { label: 'a NUL character in a key', status: [400], body: () => '{"em\\u0000ail": "a@example.com"}' },
  { label: 'control characters', body: inEveryField('a\u0001\u0007\u001b[31mb\r\n@example.com') },
  { label: 'bidi characters', body: inEveryField('\u202egnp.exe\u202c\u2066x\u2069@example.com') },
  { label: 'lone surrogates', body: () => inEveryField('x')([]).replace('"x"', '"\\ud800\\udfff\\udc00"') },
  { label: 'a 3,000-character string', body: inEveryField(`${'a'.repeat(3_000)}@example.com`) },
  { label: 'a 400 KB string', body: inEveryField('z'.repeat(400 * 1024)) },
  { label: 'a 5 MB body', status: [413], body: inEveryField(FIVE_MB) },
  { label: 'nesting 20,000 deep', status: [400, 413], body: (fields) => inEveryField('DEEP')(fields).replaceAll('"DEEP"', nested(20_000)) },
  { label: 'nesting 100 deep', status: [400], body: (fields) => inEveryField('DEEP')(fields).replaceAll('"DEEP"', nested(100)) },
  { label: 'impossible dates', body: inEveryField('2026-02-30T25:61:00Z') },
  { label: 'out-of-range numbers', body: (fields) => inEveryField(0)(fields).replaceAll(':0', ':1e309') },
  { label: 'negative and huge integers', body: (fields) => inEveryField(0)(fields).replaceAll(':0', ':-9223372036854775809') },
];

let t: TestApp;
let cookies: Record<Who, string>;
let submission: string;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
  const writer = await paidWriter(t);
  submission = writer.id;
  cookies = { anonymous: '', user: writer.cookie, reviewer: (await signedInReviewer(t)).cookie };
}, 120_000);
afterAll(() => t.close());

/** Sends `body` as JSON, each request from its own client address (the email-sending routes allow 3 per address). */
function send(endpoint: Endpoint, body: string) {
  ip += 1;
  return t.request(endpoint.path.replace('SUBMISSION', submission), {
    method: endpoint.method ?? 'POST',
    cookie: cookies[endpoint.who] || undefined,
    headers: { 'content-type': 'application/json' },
    body,
    ip: `10.27.${ip >> 8}.${ip & 255}`,
  });
}

describe('bad input to every write endpoint', () => {
  // A route that takes no body ignores one (200); one that does refuses it. None answers 500 or above.
  it.each(ENDPOINTS.map((endpoint) => [`${endpoint.method ?? 'POST'} ${endpoint.path}`, endpoint] as const))(
    '%s never answers a bad body with a 5xx',
    { timeout: 120_000 },
    async (_label, endpoint) => {
      const answers: string[] = [];
      for (const bad of BAD) {
        const response = await send(endpoint, bad.body(endpoint.fields));
        const text = await response.text();
        answers.push(`${bad.label}: ${response.status} ${text.slice(0, 120)}`);
        expect(response.status, `${bad.label}: ${text.slice(0, 300)}`).toBeLessThan(500);
        if (bad.status) expect(bad.status, `${bad.label}: ${response.status} ${text.slice(0, 300)}`).toContain(response.status);
        else if (endpoint.fields.length && !endpoint.takesAnyText) expect(response.status, `${bad.label}: ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
      }
      // The session the suite signs in with is still good: no bad body signed anyone out or erased them.
      if (endpoint.who !== 'anonymous') expect((await t.request('/api/will', { cookie: cookies[endpoint.who] })).status, answers.join('\n')).toBe(200);
    },
  );

  it('names the problem: a NUL character, nesting, an overlong email', async () => {
    const signIn = ENDPOINTS[1]!;
    expect(await (await send(signIn, inEveryField('a\u0000b@example.com')(['email', 'password']))).json()).toEqual({ type: 'bad_request', message: apiErrors.nulCharacter });
    expect(await (await send(signIn, JSON.stringify({ email: `${'a'.repeat(250)}@example.com`, password: PASSWORD }))).json()).toEqual({ type: 'bad_request', message: apiErrors.emailTooLong });
    const changePassword = ENDPOINTS.find((e) => e.path === '/api/auth/change-password')!;
    const deep = await send(changePassword, `{"currentPassword":"${PASSWORD}","newPassword":"another password","x":${nested(20_000)}}`);
    expect(deep.status).toBe(400);
    expect(await deep.json()).toEqual({ type: 'bad_request', message: apiErrors.tooDeep });
  });

  it.each([
    ['a charity search', '/api/charities?q=ab%00cd'],
    ['an address lookup', '/api/addresses?postcode=SW1A%001AA'],
    ['the review queue', '/api/review/submissions?q=%00'],
    ['a submission id', '/api/review/submissions/%00'],
    ['a verification token', '/api/auth/verify-email?token=%00'],
  ])('refuses a NUL character in the address of %s with 400', async (_label, path) => {
    const response = await t.request(path, { cookie: cookies.reviewer });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ type: 'bad_request', message: apiErrors.nulCharacter });
  });

  it('still takes a good body through the guard, on our routes and better-auth’s', async () => {
    const origin = { origin: ORIGIN };
    expect((await t.request('/api/cart/apply-coupon', { method: 'POST', cookie: cookies.user, json: { code: 'NO-SUCH-CODE' }, headers: origin })).status).toBe(422);
    const fresh = await t.signUp();
    expect(fresh.signIn.status).toBe(200);
  });
});
