import { actingExecutors, TRUSTEE_TYPE } from '../will/executors/executors';
import { kindOf } from '../will/family/people';
import type { Executor, Will } from '../will/will';
import type { TrusteeService } from './trustee-service';

/**
 * The executors a will can appoint: the (up to four) who act, the substitutes who wait in order when more than four
 * are chosen, and the replacements the user named in case an executor dies first or cannot or will not act.
 */
export interface ExecutorAppointments {
  acting: Executor[];
  substitutes: Executor[];
  replacements: Executor[];
}

const isPerson = (will: Will, uuid: string | null | undefined) => {
  const kind = uuid ? kindOf(will, uuid) : null;
  return kind === 'relation' || kind === 'child';
};

/**
 * The will's executors as drafted: each person once, only relations and children (a missing or other record is
 * dropped), the trustee service once; the first four act (engine/executors actingExecutors) and the rest substitute.
 * Replacements are people not already appointed, once each, in the order chosen.
 */
export function executorAppointments(will: Will): ExecutorAppointments {
  const seen = new Set<string>();
  const appointed = (will.executors ?? []).filter((e) => {
    const key = e.type === TRUSTEE_TYPE ? TRUSTEE_TYPE : (e.uuid ?? '');
    if (seen.has(key)) return false;
    seen.add(key);
    return e.type === TRUSTEE_TYPE || isPerson(will, e.uuid);
  });
  const acting = actingExecutors({ ...will, executors: appointed });
  const replacements = (will.replacementExecutors ?? []).filter((uuid) => {
    if (seen.has(uuid) || !isPerson(will, uuid)) return false;
    seen.add(uuid);
    return true;
  });
  return { acting, substitutes: appointed.slice(acting.length), replacements: replacements.map((uuid) => ({ type: 'person', uuid })) };
}

/** How many individuals (not the trustee service) an appointment names, acting or substituting. */
export function individualsNamed(appointments: ExecutorAppointments): number {
  return [...appointments.acting, ...appointments.substitutes].filter((e) => e.type !== TRUSTEE_TYPE).length;
}

/**
 * True when the appointment could leave nobody able to act, so the will needs a replacement executor: it names one
 * executor only, or the trustee service that is not a trust corporation with fewer than two individuals beside it
 * (if the one individual died first, the company could not act alone). A trust corporation may act alone, and may
 * take a grant alone where a minor inherits (Senior Courts Act 1981 s.114(2)), so it needs no replacement.
 */
export function needsReplacementExecutor(appointments: ExecutorAppointments, trustee: TrusteeService): boolean {
  if (appointments.replacements.length > 0) return false;
  const named = [...appointments.acting, ...appointments.substitutes];
  if (named.length === 0) return false;
  const company = named.some((e) => e.type === TRUSTEE_TYPE);
  if (company) return !trustee.trustCorporation && individualsNamed(appointments) < 2;
  return named.length < 2;
}
