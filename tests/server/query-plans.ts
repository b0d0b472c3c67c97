/**
 * The tables a piece of store code reads in full, on either engine: the queries it sends are captured (a Kysely
 * plugin compiles each one as it goes out), then planned. SQLite: `EXPLAIN QUERY PLAN`, where `SCAN <table>` reads
 * the whole table (or a whole index of it). PostgreSQL: `EXPLAIN` with sequential scans turned off, so a `Seq Scan`
 * left is a table no index can serve for that query.
 */
import { CompiledQuery, type Kysely, type KyselyPlugin } from 'kysely';
import { engineOf, type AppDatabase } from '../../server/db/database';
import type { DB } from '../../server/db/schema';

type PgPlan = { 'Node Type': string; 'Relation Name'?: string; Plans?: PgPlan[] };

function seqScans(plan: PgPlan, out: string[]): string[] {
  if (plan['Node Type'] === 'Seq Scan' && plan['Relation Name']) out.push(plan['Relation Name']);
  for (const child of plan.Plans ?? []) seqScans(child, out);
  return out;
}

async function fullyRead(db: AppDatabase, query: CompiledQuery): Promise<string[]> {
  if (engineOf(db) === 'sqlite') {
    const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    return rows.flatMap((row) => /^SCAN (?:TABLE )?"?(\w+)"?/.exec(row.detail)?.[1] ?? []);
  }
  return db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': { Plan: PgPlan }[] }>(CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]));
    return seqScans(rows[0]!['QUERY PLAN'][0]!.Plan, []);
  });
}

/** Runs `work` on `db` and answers every table one of its queries reads in full, once each. */
export async function tablesReadInFull(db: AppDatabase, work: (db: Kysely<DB>) => Promise<unknown>): Promise<string[]> {
  const queries: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: (args) => {
      queries.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await work(db.withPlugin(capture));
  const tables = new Set<string>();
  for (const query of queries) {
    if (!/^\s*(select|update|delete|insert|with)/i.test(query.sql)) continue;
    for (const table of await fullyRead(db, query)) tables.add(table);
  }
  return [...tables].sort();
}
