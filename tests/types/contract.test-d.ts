/**
 * The HTTP contract, checked by the compiler (`npm run typecheck` compiles this file; nothing runs it): web/api's
 * answers are the server's own types, read through `hc<AppType>`, so the two cannot drift apart.
 */
import { expectTypeOf } from 'vitest';
import type { InferResponseType } from 'hono/client';
import { client, type AnswerOf } from '../../web/api/client';
import type { QueueItem, QueuePage, DecisionAnswer } from '../../web/api/review-api';
import type { Cart } from '../../web/api/cart-api';
import type { QueueItem as StoredQueueItem } from '../../server/stores/review-queue';
import type { PricedCart } from '../../engine/products/cart/price-cart';
import type { AddonName } from '../../engine/products/cart/products';
import type { SubmissionState } from '../../engine/dashboard/dashboard-state';

type Flat<T> = { [K in keyof T]: T[K] };

// The queue's item is the store's, as the route answers it: the hashid for the server's id, and the mirror pair.
expectTypeOf<Flat<QueueItem>>().toEqualTypeOf<Flat<{ id: string } & Omit<StoredQueueItem, 'userId'> & { mirror_of: string[] }>>();
expectTypeOf<QueuePage['counts']>().toEqualTypeOf<Record<SubmissionState, number>>();
expectTypeOf<QueueItem>().not.toHaveProperty('userId');

// Every answer of the cart is the priced cart (Dates would arrive as strings; it has none).
expectTypeOf<Cart>().toEqualTypeOf<PricedCart>();

// Each add-on of the catalogue has its pair of routes.
type Slug<A extends string> = A extends `${infer Head}_${infer Tail}` ? `${Head}-${Slug<Tail>}` : A;
type CartRoutes = keyof typeof client.api.cart;
expectTypeOf<`add-${Slug<AddonName>}` | `remove-${Slug<AddonName>}`>().toExtend<CartRoutes>();

// An answer typed by status: a reviewer's delivery held for sign-off (202) or delivered (200).
expectTypeOf<DecisionAnswer>().toEqualTypeOf<AnswerOf<typeof client.api.review.submissions[':id']['deliver']['$post']>>();
expectTypeOf<Extract<DecisionAnswer, { emailed: boolean }>['print_url']>().toEqualTypeOf<string | null>();
// A refusal's body by its status: the postcode lookup's 422 names the field.
expectTypeOf<InferResponseType<typeof client.api.addresses.$get, 422>['fields']>().toEqualTypeOf<{ postcode: string[] }>();
expectTypeOf<Extract<DecisionAnswer, { held: true }>['reasons']>().toEqualTypeOf<string[]>();

// A field the server does not send does not compile, nor does a body the route does not take.
declare const item: QueueItem;
// @ts-expect-error the queue answers no `userId`
void item.userId;
// @ts-expect-error the coupon box sends `code`
void client.api.cart['apply-coupon'].$post({ json: { coupon: 'X' } });
