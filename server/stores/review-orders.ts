import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** What the legal team needs from a user's paid orders: the urgent will's due date and whether printing was bought. */
export type ReviewOrderFacts = { urgentDueDate: string | null; printing: boolean };

const PRINTING = 'printing_service';

function boughtPrinting(lines: string): boolean {
  try {
    const parsed: unknown = JSON.parse(lines);
    return Array.isArray(parsed) && parsed.some((line) => (line as { name?: unknown } | null)?.name === PRINTING);
  } catch {
    return false;
  }
}

/**
 * The order facts of each of `userIds` (paid orders only; a refunded order no longer counts): the due date of the
 * submission (server/stores/review-rounds.ts) when any paid order bought the urgent will, and whether any paid order's lines include the printing service. Users without a paid
 * order are answered with no due date and no printing.
 */
export async function reviewOrderFacts(db: Kysely<DB>, userIds: readonly string[]): Promise<Map<string, ReviewOrderFacts>> {
  const facts = new Map<string, ReviewOrderFacts>(userIds.map((id) => [id, { urgentDueDate: null, printing: false }]));
  if (userIds.length === 0) return facts;
  const [orders, submissions] = await Promise.all([
    db.selectFrom('will_order').select(['user_id', 'lines', 'urgent_due_date']).where('state', '=', 'paid').where('user_id', 'in', [...userIds]).execute(),
    db.selectFrom('submission').select(['user_id', 'due_date']).where('user_id', 'in', [...userIds]).execute(),
  ]);
  const dueDates = new Map(submissions.map((s) => [s.user_id, s.due_date]));
  for (const order of orders) {
    const fact = facts.get(order.user_id)!;
    // The submission's due date is the one the user was told (it restarts at a resubmission); the order's is the first.
    if (order.urgent_due_date) fact.urgentDueDate = dueDates.get(order.user_id) ?? order.urgent_due_date;
    if (boughtPrinting(order.lines)) fact.printing = true;
  }
  return facts;
}

/** Overdue: an urgent will still waiting for the legal team (NEW) after its due date. */
export function isOverdue(state: string, urgentDueDate: string | null, today: string): boolean {
  return state === 'NEW' && urgentDueDate !== null && urgentDueDate < today;
}
