// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LocalCardForm from './local-card-form';

afterEach(() => vi.useRealTimers());

describe('the local card form', () => {
  it("says 'Your card has expired' for a month that has ended, and asks for the date as on the card when it is mistyped", () => {
    vi.useFakeTimers({ now: new Date('2025-06-15T12:00:00Z'), toFake: ['Date'] });
    const onChange = vi.fn();
    render(<LocalCardForm disabled={false} onChange={onChange} />);
    const expiry = screen.getByLabelText('Expiry date');
    fireEvent.change(expiry, { target: { value: '0125' } });
    expect(screen.getByText('Your card has expired')).toBeTruthy();
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(expiry, { target: { value: '1329' } });
    fireEvent.blur(expiry);
    expect(screen.queryByText('Your card has expired')).toBeNull();
    expect(screen.getByText('Enter the expiry date as it is on your card, like 04 / 29')).toBeTruthy();
    fireEvent.change(expiry, { target: { value: '0725' } });
    expect(screen.queryByText(/expired|like 04 \/ 29/)).toBeNull();
  });
});
