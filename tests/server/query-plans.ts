/**
 * How a piece of store code reads its tables, on either engine: the queries it sends are captured (a Kysely plugin
 * compiles each one as it goes out), then planned. A read is `full` when it goes through a whole table or a whole
 * index: on SQLite (`EXPLAIN QUERY PLAN`) a `SCAN`, on PostgreSQL (`EXPLAIN` with sequential scans turned off, so
 * the planner takes any index it can) a `Seq Scan`, or an index scan with no condition on the index.
 */
import { CompiledQuery, type Kysely, type KyselyPlugin } from 'kysely';
import { engineOf, type AppDatabase } from '../../server/db/database';
import type { DB } from '../../server/db/schema';

export type TableRead = { table: string; index: string | null; full: boolean };
export type PlannedQuery = { sql: string; parameters: readonly unknown[]; reads: TableRead[] };

type PgPlan = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Index Cond'?: string; Plans?: PgPlan[] };

function pgReads(plan: PgPlan, out: TableRead[]): TableRead[] {
  const table = plan['Relation Name'];
  if (table && plan['Node Type'] === 'Bitmap Heap Scan') {
    const index = plan.Plans?.find((child) => child['Node Type'] === 'Bitmap Index Scan');
    out.push({ table, index: index?.['Index Name'] ?? null, full: !index?.['Index Cond'] });
    return out;
  }
  if (table) out.push({ table, index: plan['Index Name'] ?? null, full: plan['Node Type'] === 'Seq Scan' || (Boolean(plan['Index Name']) && !plan['Index Cond']) });
  for (const child of plan.Plans ?? []) pgReads(child, out);
  return out;
}

function sqliteRead(detail: string): TableRead | null {
  const match = /^(SCAN|SEARCH) (?:TABLE )?"?(\w+)"?(?: AS \w+)?(?: USING (?:COVERING |AUTOMATIC (?:COVERING |PARTIAL COVERING )?)?INDEX (\w+)| USING (INTEGER PRIMARY KEY))?/.exec(detail);
  if (!match) return null;
  return { table: match[2]!, index: match[3] ?? (match[4] ? 'rowid' : null), full: match[1] === 'SCAN' || /AUTOMATIC/.test(detail) };
}

async function planned(db: AppDatabase, query: CompiledQuery): Promise<TableRead[]> {
  if (engineOf(db) === 'sqlite') {
    const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    return rows.flatMap((row) => sqliteRead(row.detail) ?? []);
  }
  return db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': { Plan: PgPlan }[] }>(CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]));
    return pgReads(rows[0]!['QUERY PLAN'][0]!.Plan, []);
  });
}

/** Runs `work` on `db` and answers each statement it sent with how the engine reads the tables for it. */
export async function queryPlans(db: AppDatabase, work: (db: Kysely<DB>) => Promise<unknown>): Promise<PlannedQuery[]> {
  const queries: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: (args) => {
      queries.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await work(db.withPlugin(capture));
  const out: PlannedQuery[] = [];
  for (const query of queries) {
    if (/^\s*(select|update|delete|insert|with)/i.test(query.sql)) out.push({ sql: query.sql, parameters: query.parameters, reads: await planned(db, query) });
  }
  return out;
}

/** The tables some statement of `work` reads in full, once each. */
export async function tablesReadInFull(db: AppDatabase, work: (db: Kysely<DB>) => Promise<unknown>): Promise<string[]> {
  const plans = await queryPlans(db, work);
  return [...new Set(plans.flatMap((plan) => plan.reads.filter((read) => read.full).map((read) => read.table)))].sort();
}
