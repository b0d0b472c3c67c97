import { describe, expect, it } from 'vitest';
import { receiptEmail } from '../../server/services/mail/emails';

const lines = [
  { title: 'Your Will', current_price: 9000 },
  { title: 'Urgent Will', current_price: 5000 },
  { title: 'Lasting Power of Attorney', current_price: 7900 },
];

describe('receiptEmail', () => {
  it('lists each line and the total in pounds, the card, the urgent due date and the money-back guarantee', () => {
    const message = receiptEmail('jo@example.com', { lines, total: 21900, card: { brand: 'visa', last4: '4242' }, urgent: true, dueDate: '2026-12-30' });
    expect(message.to).toBe('jo@example.com');
    expect(message.subject).toBe('Your Will Writer receipt');
    expect(message.text).toContain('Your Will: £90.00\nUrgent Will: £50.00\nLasting Power of Attorney: £79.00');
    expect(message.text).toContain('Total paid: £219.00\nPaid by Visa card ending in 4242');
    expect(message.text).toContain("You bought an urgent will: we'll have it reviewed and emailed by Wednesday 30 December 2026. If our legal team asks");
    expect(message.text).toContain('contact us within 30 days of your purchase');
    expect(message.html).toContain('Your Will: £90.00<br>');
    expect(message.text).not.toContain('Discount');
    expect(message.text).toContain('After that it renews at £10.00 a year from the card you paid with, unless you cancel it on My Will');
  });

  it('shows what a coupon took off before the total', () => {
    const { text } = receiptEmail('jo@example.com', { lines: [{ title: 'Your Will', current_price: 9000 }], total: 8100, card: null, urgent: false, dueDate: '2026-11-30' });
    expect(text).toContain('Your Will: £90.00\n\nDiscount: -£9.00\nTotal paid: £81.00');
  });

  it('leaves out the card when there is none, and states the standard turnaround', () => {
    const { text } = receiptEmail('jo@example.com', { lines: [{ title: 'Your Will', current_price: 0 }], total: 0, card: null, urgent: false, dueDate: '2026-11-30' });
    expect(text).toContain('Your Will: £0.00');
    expect(text).toContain('Total paid: £0.00');
    expect(text).toContain("We'll have your will reviewed and emailed by Monday 30 November 2026.");
    expect(text).not.toMatch(/card ending|urgent/);
  });

  it('writes amounts as every screen does (engine/i18n/money-format.ts), grouped in thousands', () => {
    const { text } = receiptEmail('jo@example.com', { lines: [{ title: 'Mirror wills', current_price: 125000 }], total: 125000, card: null, urgent: false, dueDate: '2026-11-30' });
    expect(text).toContain('Mirror wills: £1,250.00');
    expect(text).toContain('Total paid: £1,250.00');
  });
});
