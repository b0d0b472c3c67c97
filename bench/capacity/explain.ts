/**
 * After the load: PostgreSQL's plan for the hot queries, as the server's own code writes them (captured through
 * Kysely's query log while the store functions run against the bench's database): the legal team's queue, the
 * user's review tracker, a save (its read, its compare-and-write, the revision pruning), the session lookup on every
 * request (better-auth's, written out here), and the mail worker's due query. Planned with sequential scans turned
 * off, so a table still read by `Seq Scan` is one no index can serve for that query; every scan node is printed.
 */
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { DB } from '../../server/db/schema';
import { loadQueue } from '../../server/stores/review-queue';
import { loadTracker } from '../../server/stores/review-tracker-store';
import { loadWill, writeWill } from '../../server/stores/will-store';
import { deliverDueMail } from '../../server/services/mail/mail-queue';
import { systemClock, todayOf } from '../../server/clock';

type Plan = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: Plan[] };

function scans(plan: Plan, out: string[] = []): string[] {
  if (plan['Relation Name']) out.push(`${plan['Node Type']} on ${plan['Relation Name']}${plan['Index Name'] ? ` using ${plan['Index Name']}` : ''}`);
  for (const child of plan.Plans ?? []) scans(child, out);
  return out;
}

/** Runs `work` against the database and answers the queries it sent. */
async function captured(databaseUrl: string, work: (db: Kysely<DB>) => Promise<unknown>): Promise<CompiledQuery[]> {
  const queries: CompiledQuery[] = [];
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }), log: (event) => void queries.push(event.query) });
  try {
    await work(db);
  } finally {
    await db.destroy();
  }
  return queries;
}

export async function explainHotQueries(databaseUrl: string, sample: { userId: string; reviewerId: string; sessionToken: string }) {
  const today = todayOf(systemClock);
  const groups: [string, CompiledQuery[]][] = [
    ['queue', await captured(databaseUrl, (db) => loadQueue(db, { state: 'NEW', page: 1, perPage: 5, reviewerId: sample.reviewerId }, today))],
    ['tracker', await captured(databaseUrl, (db) => loadTracker(db, sample.userId))],
    [
      'save',
      await captured(databaseUrl, async (db) => {
        const { will, revision } = await loadWill(db, sample.userId);
        await writeWill(db, systemClock, { userId: sample.userId, expectedRevision: revision, will });
      }),
    ],
    [
      'session',
      [
        { sql: 'select * from "session" where "token" = $1', parameters: [sample.sessionToken] },
        { sql: 'select * from "user" where "id" = $1', parameters: [Number(sample.userId)] },
      ] as unknown as CompiledQuery[],
    ],
    ['mail worker', await captured(databaseUrl, (db) => deliverDueMail({ db, clock: systemClock, transport: { send: () => Promise.reject(new Error('not sending')) } }))],
  ];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const seqScans: string[] = [];
  try {
    await client.query('set enable_seqscan = off');
    console.log('  query plans (sequential scans off: a Seq Scan left is a table no index serves):');
    for (const [name, queries] of groups) {
      const nodes = new Set<string>();
      for (const query of queries) {
        if (/^\s*(begin|commit|rollback|savepoint|release)/i.test(query.sql)) continue;
        const { rows } = await client.query(`explain (format json) ${query.sql}`, query.parameters as unknown[]);
        for (const node of scans((rows[0]['QUERY PLAN'] as { Plan: Plan }[])[0]!.Plan)) nodes.add(node);
      }
      for (const node of nodes) if (node.startsWith('Seq Scan')) seqScans.push(`${name}: ${node}`);
      console.log(`    ${name.padEnd(11)} ${[...nodes].join('; ')}`);
    }
  } finally {
    await client.end();
  }
  return seqScans;
}
