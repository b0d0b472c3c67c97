import { actingExecutors, TRUSTEE_TYPE } from '../executors';
import { kindOf } from '../people';
import type { Executor, Will } from '../will';

/** The executors a will can appoint, split into the (up to four) who act and the substitutes who wait in order. */
export interface ExecutorAppointments {
  acting: Executor[];
  substitutes: Executor[];
}

/**
 * The will's executors as drafted: each person once, only relations and children (a missing or other record is
 * dropped), the trustee service once; the first four act (engine/executors actingExecutors) and the rest substitute.
 */
export function executorAppointments(will: Will): ExecutorAppointments {
  const seen = new Set<string>();
  const appointed = (will.executors ?? []).filter((e) => {
    const key = e.type === TRUSTEE_TYPE ? TRUSTEE_TYPE : (e.uuid ?? '');
    if (seen.has(key)) return false;
    seen.add(key);
    if (e.type === TRUSTEE_TYPE) return true;
    const kind = e.uuid ? kindOf(will, e.uuid) : null;
    return kind === 'relation' || kind === 'child';
  });
  const acting = actingExecutors({ ...will, executors: appointed });
  return { acting, substitutes: appointed.slice(acting.length) };
}
