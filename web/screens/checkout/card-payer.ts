/**
 * What the pay sequence asks of the card form, whichever gateway draws it (Stripe Elements or the local test
 * gateway's form). Each call throws an Error carrying the gateway's own words ('Your card was declined.').
 */
export type CardPayer = {
  /** A payment method (`pm_...`) made from the card as typed. */
  createPaymentMethod(): Promise<string>;
  /** Confirms the order's payment intent with that payment method, keeping the card for the yearly subscription. */
  confirmCardPayment(input: { clientSecret: string; paymentMethodId: string; receiptEmail: string }): Promise<void>;
};

/** The props of both card forms: `onChange` gets a payer while the card is complete, null while it is not. */
export type CardFormProps = { disabled: boolean; onChange: (payer: CardPayer | null) => void };
