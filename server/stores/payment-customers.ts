import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema';
import type { RegisteredPaymentMethod } from '../services/payments/payment-gateway';

export type PaymentCustomer = Selectable<DB['payment_customer']>;

/** The user's gateway customer and the card they registered last, if they have registered one. */
export function findPaymentCustomer(db: Kysely<DB>, userId: string): Promise<PaymentCustomer | undefined> {
  return db.selectFrom('payment_customer').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Whether gateway customer `customerId` is another user's. */
export async function isOtherUsersCustomer(db: Kysely<DB>, userId: string, customerId: string): Promise<boolean> {
  const row = await db.selectFrom('payment_customer').select('user_id').where('customer_id', '=', customerId).where('user_id', '<>', userId).executeTakeFirst();
  return row !== undefined;
}

/** Keeps the user's gateway customer and the card the gateway just registered for them. */
export async function savePaymentCustomer(db: Kysely<DB>, userId: string, registered: RegisteredPaymentMethod): Promise<void> {
  const row = {
    customer_id: registered.customerId,
    payment_method_id: registered.paymentMethodId,
    card_brand: registered.brand,
    card_last4: registered.last4,
  };
  await db
    .insertInto('payment_customer')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
}
