import { PaymentError } from './payment-gateway';
import { passesLuhn } from '../../../engine/products/cart/card-number';

/** What happens when a card is charged (the local test gateway's stand-in for the card network). */
export type CardOutcome = 'succeeds' | 'declined' | 'insufficient_funds';

/** Stripe's test card numbers the local gateway accepts (https://docs.stripe.com/testing), with their outcomes. */
const TEST_CARDS: Record<string, { brand: string; outcome: CardOutcome }> = {
  '4242424242424242': { brand: 'visa', outcome: 'succeeds' },
  '4000000000000002': { brand: 'visa', outcome: 'declined' },
  '4000000000009995': { brand: 'visa', outcome: 'insufficient_funds' },
};

/** The card details the local gateway's card form sends, as typed (spaces allowed in the number). */
export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string };

export type TestCard = { brand: string; last4: string; outcome: CardOutcome };

const cardError = (code: string, message: string, declineCode?: string) => new PaymentError('card', message, { code, declineCode });

/** The decline Stripe reports for a card that does not succeed, in Stripe's words. */
export function declineOf(outcome: Exclude<CardOutcome, 'succeeds'>): PaymentError {
  return outcome === 'declined'
    ? cardError('card_declined', 'Your card was declined.', 'generic_decline')
    : cardError('card_declined', 'Your card has insufficient funds.', 'insufficient_funds');
}


/**
 * Checks card details as Stripe does when a payment method is created, with Stripe's messages, and finds the test
 * card. `today` is the UK date (YYYY-MM-DD): a card is good to the end of its expiry month.
 */
export function readTestCard(card: CardDetails, today: string): TestCard {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) throw cardError('incorrect_number', 'Your card number is incorrect.');
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.");
  }
  const [year = 0, month = 0] = today.split('-').map(Number);
  if (!Number.isInteger(card.expYear) || card.expYear < year || (card.expYear === year && card.expMonth < month)) {
    throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.");
  }
  if (!/^\d{3}$/.test(card.cvc)) throw cardError('invalid_cvc', "Your card's security code is invalid.");
  const known = TEST_CARDS[digits];
  if (!known) {
    throw cardError(
      'card_declined',
      'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      'test_mode_live_card',
    );
  }
  return { ...known, last4: digits.slice(-4) };
}
