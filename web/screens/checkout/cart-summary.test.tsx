// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../api/cart-api';
import { CartSummary } from './cart-summary';

const line = (name: string, title: string, base: number, current: number) => ({ name, title, base_price: base, current_price: current });

describe('the cart', () => {
  it("shows a price of £0 as 'Free' and every other price in pounds and pence, grouped in thousands", () => {
    const cart = { products: [line('will', 'Your Will', 9000, 0)], addons: [line('lpa', 'Lasting Power of Attorney', 270000, 270000)], subtotal: 270000, total: 270000 } as unknown as Cart;
    render(<CartSummary cart={cart} busy={null} disabled={false} onRemove={() => {}} />);
    expect(screen.getAllByText('Free')).toHaveLength(1);
    expect(screen.getAllByText('£2,700.00')).toHaveLength(3);
    expect(screen.getByText('was £90.00')).toBeTruthy();
  });
});
