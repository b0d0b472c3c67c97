import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';

vi.mock('../api/refer-partner-api', () => ({
  sendReferPartnerEmail: vi.fn(async () => {
    throw new ApiError(403, { type: 'email_unverified', message: 'Please confirm your email address first' });
  }),
}));

const { effects } = await import('./effects');

describe('an effect refused for an unconfirmed address', () => {
  it('shows no toast: the page notice says it once', async () => {
    const toast = vi.fn();
    const outcome = await effects['referPartner.send']({
      data: { name: 'Bo', email: 'bo@example.com' },
      search: new URLSearchParams(),
      signedIn: true,
      refreshSession: async () => null,
      reloadWill: async () => {},
      toast,
    } as never);
    expect(outcome).toEqual({ ok: false });
    expect(toast).not.toHaveBeenCalled();
  });
});
