/**
 * What the capacity bench watches while the load runs: each server process's CPU time and resident memory (from
 * /proc), PostgreSQL's open connections to the database, and the size of every table before and after.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100;

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}

export type ProcessFigures = { pid: number; cpuPercent: number; rssMaxMb: number };

/**
 * Samples every second until stop(); answers per process CPU (share of one core) and peak RSS, and the peaks of the
 * servers' connections (the bench's own excluded), of those running a statement, and of those waiting for a lock.
 */
export function watch(pids: number[], db: pg.Pool, database: string) {
  const startCpu = pids.map(cpuSeconds);
  const startedAt = performance.now();
  const rssMax = pids.map(rssMb);
  let connectionsMax = 0;
  let activeMax = 0;
  let lockWaitsMax = 0;
  const timer = setInterval(() => {
    pids.forEach((pid, i) => (rssMax[i] = Math.max(rssMax[i]!, rssMb(pid))));
    const counts = `select count(*)::int as n, count(*) filter (where state = 'active')::int as active,
      count(*) filter (where wait_event_type = 'Lock')::int as locks from pg_stat_activity where datname = $1 and application_name <> 'bench'`;
    db.query(counts, [database]).then(
      (r) => {
        connectionsMax = Math.max(connectionsMax, r.rows[0].n as number);
        activeMax = Math.max(activeMax, r.rows[0].active as number);
        lockWaitsMax = Math.max(lockWaitsMax, r.rows[0].locks as number);
      },
      () => {},
    );
  }, 1000);
  return {
    stop(): { processes: ProcessFigures[]; connectionsMax: number; activeMax: number; lockWaitsMax: number } {
      clearInterval(timer);
      const seconds = (performance.now() - startedAt) / 1000;
      return {
        processes: pids.map((pid, i) => ({ pid, cpuPercent: ((cpuSeconds(pid) - startCpu[i]!) / seconds) * 100, rssMaxMb: rssMax[i]! })),
        connectionsMax,
        activeMax,
        lockWaitsMax,
      };
    },
  };
}

/** Bytes on disk of every table of the public schema, with its indexes and TOAST. */
export async function tableBytes(db: pg.Pool): Promise<Record<string, number>> {
  const { rows } = await db.query(`select relname as name, pg_total_relation_size(c.oid)::bigint as bytes from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`);
  return Object.fromEntries(rows.map((r) => [r.name as string, Number(r.bytes)]));
}

export async function databaseBytes(db: pg.Pool): Promise<number> {
  return Number((await db.query('select pg_database_size(current_database())::bigint as b')).rows[0].b);
}
