import type { WillProductName } from './products';

/**
 * Which will the cart sells (SPEC 1): a user who paid before and has no active update subscription pays to
 * resubmit, as `reactivated_will` when reactivation is enabled; everyone else buys the `will`.
 */
export function willProductFor(account: { paid: boolean; subscriptionActive: boolean; reactivateEnabled: boolean }): WillProductName {
  return account.paid && !account.subscriptionActive && account.reactivateEnabled ? 'reactivated_will' : 'will';
}
