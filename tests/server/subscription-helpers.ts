/** Users who paid through the real checkout on the embedded gateway, for the subscription and refund tests. */
import { sql } from 'kysely';
import type { TestApp } from './test-app';
import { userWithWill } from './will-test-data';
import { pay } from './checkout-helpers';

/** userWithWill() (a confirmed address, a complete will) with their email address. */
export async function userWithWillAndEmail(t: TestApp) {
  const user = await userWithWill(t);
  const { rows } = await sql<{ email: string }>`select email from "user" where id = ${Number(user.userId)}`.execute(t.db);
  return { ...user, email: rows[0]!.email };
}

/** userWithWillAndEmail(), who then paid for their will through checkout with the test card that succeeds. */
export async function paidThroughCheckout(t: TestApp) {
  const user = await userWithWillAndEmail(t);
  const completion = (await pay(t, user.cookie)) as { order: { id: string; total: number; paid_at: string } };
  return { ...user, order: completion.order };
}
