/**
 * 1,000 random malformed saves against POST /api/will (DESIGN.md: "Bad input never gives a 5xx and never changes
 * stored data"): random JSON values, mutations of a valid will (wrong types, unknown keys, removed keys, huge
 * strings, deep nesting) and raw bytes that are mostly not JSON. Each answer must be the one the contract names
 * for that body (400 unreadable, 413 too large, 422 invalid, 409 valid but stale, 200 only when the engine itself
 * accepts it), and unless it was a 200 the stored will, its revision and its history stay byte-identical.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { todayOf } from '../../server/clock';
import { validateSave } from '../../engine/will/validation/validate-save';
import { bodyProblem } from '../../server/middleware/json-body';
import { emptyWill, type Will } from '../../engine/will/will';
import { createTestApp, fixedClock, type TestApp } from './test-app';
import { storedRows, userWithWill, validPayload } from './will-test-data';

const MAX_BODY_BYTES = 512 * 1024;
const TODAY = todayOf(fixedClock);
const DEEP = '"__deeply_nested__"';

let t: TestApp;
let user: { cookie: string; userId: string };
beforeAll(async () => {
  // Hundreds of saves by one user on the fixed clock: the save limit (will-save-limits.test.ts) is raised out of the way.
  t = await createTestApp({ limits: { addressLookupsPerMinute: 30, pdfsPerMinute: 20, willSavesPerMinute: 1_000_000 } });
  user = await userWithWill(t);
});
afterAll(() => t.close());

type Path = (string | number)[];

/** Every path to a value inside a payload, objects and arrays included, root excluded. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return entries.flatMap(([key, inner]) => [[...prefix, key], ...pathsOf(inner, [...prefix, key])]);
}

const PATHS = pathsOf(validPayload(0));
const CONTAINER_PATHS: Path[] = [[], ...PATHS.filter((p) => typeof get(validPayload(0), p) === 'object')];

function get(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | null)?.[key], root);
}

type Mutation =
  | { op: 'replace'; path: Path; value: unknown }
  | { op: 'remove'; path: Path }
  | { op: 'addKey'; path: Path; key: string; value: unknown }
  | { op: 'huge'; path: Path; length: number }
  | { op: 'deep'; path: Path; depth: number; open: '[' | '{"a":' };

function mutate(payload: Record<string, unknown>, m: Mutation): Record<string, unknown> {
  const path = m.op === 'addKey' ? m.path : m.path.slice(0, -1);
  const parent = get(payload, path) as Record<string | number, unknown> | unknown[];
  if (typeof parent !== 'object' || parent === null) return payload;
  const key = m.op === 'addKey' ? m.key : m.path[m.path.length - 1]!;
  if (m.op === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete (parent as Record<string, unknown>)[key];
  } else {
    const value = m.op === 'huge' ? 'x'.repeat(m.length) : m.op === 'deep' ? JSON.parse(DEEP) : m.value;
    (parent as Record<string | number, unknown>)[Array.isArray(parent) && m.op === 'addKey' ? parent.length : key] = value;
  }
  return payload;
}

const wrongValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 30 }),
  fc.constantFrom('', ' ', '2026-02-30', '1900-01-01', 'not-a-uuid', '11111111-1111-4111-8111-111111111111', '-1', '1e309'),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('replace' as const), path: fc.constantFrom(...PATHS), value: wrongValue }),
  fc.record({ op: fc.constant('remove' as const), path: fc.constantFrom(...PATHS) }),
  fc.record({ op: fc.constant('addKey' as const), path: fc.constantFrom(...CONTAINER_PATHS), key: fc.string({ minLength: 1, maxLength: 12 }), value: wrongValue }),
  fc.record({ op: fc.constant('huge' as const), path: fc.constantFrom(...PATHS), length: fc.oneof(fc.integer({ min: 5_001, max: 60_000 }), fc.integer({ min: 500_000, max: 700_000 })) }),
  fc.record({ op: fc.constant('deep' as const), path: fc.constantFrom(...PATHS), depth: fc.integer({ min: 50, max: 20_000 }), open: fc.constantFrom('[' as const, '{"a":' as const) }),
);

/** A request body, built with the stored revision (which a mutation may then break). */
type Body = { kind: string; build: (revision: number) => string | Uint8Array };

const bodies: fc.Arbitrary<Body> = fc.oneof(
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value): Body => ({ kind: 'json value', build: () => JSON.stringify(value) ?? 'null' })) },
  {
    weight: 5,
    arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }).map(
      (mutations): Body => ({
        kind: `mutation ${mutations.map((m) => `${m.op}:${m.path.join('.')}`).join(', ')}`,
        build: (revision) => {
          const payload = mutations.reduce((p, m) => mutate(p, m), validPayload(revision) as unknown as Record<string, unknown>);
          const deep = mutations.find((m): m is Extract<Mutation, { op: 'deep' }> => m.op === 'deep');
          const text = JSON.stringify(payload);
          if (!deep) return text;
          const nested = deep.open.repeat(deep.depth) + '1' + (deep.open === '[' ? ']' : '}').repeat(deep.depth);
          return text.replace(DEEP, () => nested);
        },
      }),
    ),
  },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.integer({ min: 1, max: 4_000 }).map((cut) => JSON.stringify(validPayload(1)).slice(0, cut)),
    ).map((text): Body => ({ kind: 'raw text', build: () => text })),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes): Body => ({ kind: 'raw bytes', build: () => bytes })) },
);

/**
 * The answer the API contract names for `body`, sent as JSON or not, given the will stored before it: the oracle is
 * the engine's own check.
 */
function expectedStatus(body: string | Uint8Array, asJson: boolean, stored: { will: Will; revision: number }): number {
  if (!asJson) return 415;
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  if (bytes.byteLength > MAX_BODY_BYTES) return 413;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return 400;
  }
  // The app's body guard refuses a body nested too deep or with a NUL character before the route reads it.
  if (bodyProblem(parsed, false)) return 400;
  const checked = validateSave(parsed, TODAY, stored.will);
  if (!checked.ok) return 422;
  return checked.revision === stored.revision ? 200 : 409;
}

it('answers every malformed save with 400, 413, 415, 422 or 409, never a 5xx, and never changes the stored will', { timeout: 180_000 }, async () => {
  const counts: Record<number, number> = {};
  await fc.assert(
    fc.asyncProperty(bodies, fc.boolean(), async (body, withJsonType) => {
      const before = await storedRows(t, user.userId);
      const stored = { will: before.will ? (JSON.parse(before.will.document) as Will) : emptyWill(), revision: before.will?.revision ?? 0 };
      const text = body.build(stored.revision);
      const response = await t.request('/api/will', {
        method: 'POST',
        cookie: user.cookie,
        body: typeof text === 'string' ? text : new Blob([new Uint8Array(text)]),
        headers: withJsonType ? { 'content-type': 'application/json' } : { 'content-type': 'text/plain' },
      });
      counts[response.status] = (counts[response.status] ?? 0) + 1;
      expect(response.status, body.kind).toBeLessThan(500);
      expect(response.status, body.kind).toBe(expectedStatus(text, withJsonType, stored));
      await response.arrayBuffer();
      if (response.status === 200) {
        // The mutation happened to be a valid will: put the known will back for the next run.
        const reseed = await t.request('/api/will', { method: 'POST', cookie: user.cookie, json: validPayload(stored.revision + 1) });
        expect(reseed.status).toBe(200);
        return;
      }
      const after = await storedRows(t, user.userId);
      expect(after.will, body.kind).toEqual(before.will);
      expect(after.history.length, body.kind).toBe(before.history.length);
    }),
    { numRuns: 1000 },
  );
  // The generators must really reach each refusal, not only the cheapest one.
  for (const status of [400, 413, 415, 422]) expect(counts[status] ?? 0, JSON.stringify(counts)).toBeGreaterThan(10);
});
