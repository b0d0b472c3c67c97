import categories from '../../../schemas/catalogue/executor-categories.json';
import { eligibleExecutors, kindOf } from '../family/people';
import type { Executor, Will } from '../will';

/** SPEC 9: only four executors can act, whatever the number chosen. */
export const MAX_ACTING_EXECUTORS = 4;

/** The provider's paid professional executor service (SPEC 3.2 executor type). */
export const TRUSTEE_TYPE = 'guardian-angel' as const;

const CATEGORY_FRIENDS_AND_FAMILY = 1;
export const CATEGORY_TRUSTEES = 2;
const CATEGORY_HYBRID = 3;

export interface ExecutorCategoryOption {
  id: 1 | 2 | 3;
  name: string;
  label: string;
}

/** SPEC 3.2 executor categories, from schemas/catalogue/executor-categories.json. */
export const EXECUTOR_CATEGORIES: readonly ExecutorCategoryOption[] = categories as ExecutorCategoryOption[];

/** The person executors' uuids, in the order chosen. */
export function personExecutorIds(will: Will): string[] {
  return (will.executors ?? []).flatMap((e) => (e.type === 'person' && e.uuid ? [e.uuid] : []));
}

/** True when the will appoints the trustee service. */
export function hasTrustee(will: Will): boolean {
  return (will.executors ?? []).some((e) => e.type === TRUSTEE_TYPE);
}

/**
 * The will with an executor category chosen (SPEC 4.3): friends and family removes the trustee; trustees alone
 * clears every executor (the trustee is added at terms); hybrid keeps the people. Throws for a category outside 1..3.
 */
export function chooseExecutorCategory(will: Will, category: number): Will {
  if (category === CATEGORY_FRIENDS_AND_FAMILY) {
    return { ...will, executorCategory: 1, executors: (will.executors ?? []).filter((e) => e.type !== TRUSTEE_TYPE) };
  }
  if (category === CATEGORY_TRUSTEES) return { ...will, executorCategory: 2, executors: [] };
  if (category === CATEGORY_HYBRID) return { ...will, executorCategory: 3 };
  throw new Error(`Unknown executor category ${category}`);
}

/** True when the category goes on to the trustee terms page after choosing people (trustees or hybrid). */
export function needsTrusteeTerms(will: Will): boolean {
  return will.executorCategory === CATEGORY_TRUSTEES || will.executorCategory === CATEGORY_HYBRID;
}

/** The will with the trustee service appointed once (trustee terms Save). */
export function addTrustee(will: Will): Will {
  if (hasTrustee(will)) return will;
  const trustee: Executor = { type: TRUSTEE_TYPE, uuid: null };
  return { ...will, executors: [...(will.executors ?? []), trustee] };
}

/** The will without the trustee service. */
export function removeTrustee(will: Will): Will {
  return { ...will, executors: (will.executors ?? []).filter((e) => e.type !== TRUSTEE_TYPE) };
}

/** The executors who can act: the first four chosen. */
export function actingExecutors(will: Will): Executor[] {
  return (will.executors ?? []).slice(0, MAX_ACTING_EXECUTORS);
}

/** True when more than four people are eligible on `today`, so the screen notes that only four can act. */
export function showTooManyExecutorsNotice(will: Will, today: string): boolean {
  return eligibleExecutors(will, today).length > MAX_ACTING_EXECUTORS;
}

/** The will with the executor sub-step reset to 0, as when the executors screen opens (SPEC 2.2). */
export function resetExecutorStep(will: Will): Will {
  return { ...will, executorStep: 0 };
}

/**
 * The will with exactly `uuids` as its person executors, in that order (the people ticked on the choose screen,
 * which lists only eligible adults), keeping the trustee service; uuids naming no relation or child are left out.
 */
export function setPersonExecutors(will: Will, uuids: readonly string[]): Will {
  const people: Executor[] = [...new Set(uuids)]
    .filter((uuid) => ['relation', 'child'].includes(kindOf(will, uuid) ?? ''))
    .map((uuid) => ({ type: 'person', uuid }));
  return { ...will, executors: [...people, ...(will.executors ?? []).filter((e) => e.type === TRUSTEE_TYPE)] };
}

/** Fewer than two people are executors, so the executors step asks who replaces one who cannot act (engine/drafting/executor-appointments.ts). */
export function asksReplacementExecutors(will: Will): boolean {
  return new Set(personExecutorIds(will)).size < 2;
}

/** The will with `uuids` as its replacement executors, in order: relations or children who are not executors, once each. */
export function setReplacementExecutors(will: Will, uuids: readonly string[]): Will {
  const executors = new Set(personExecutorIds(will));
  const isPerson = (uuid: string) => ['relation', 'child'].includes(kindOf(will, uuid) ?? '');
  return { ...will, replacementExecutors: [...new Set(uuids)].filter((uuid) => isPerson(uuid) && !executors.has(uuid)) };
}
