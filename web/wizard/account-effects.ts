import { ApiError } from '../api/client';
import { requestPasswordReset, resetPassword } from '../api/account-api';
import type { Effect } from './effects';
import copy from '../../schemas/copy/account.json';

/** The account effects a step file may name in `commit`: asking for a reset link, and using one. */
export const accountEffects = {
  /** forgot-password: the same answer whether or not the address has an account. */
  'account.requestPasswordReset': async ({ data }) => {
    try {
      await requestPasswordReset(String(data.email ?? ''));
    } catch (error) {
      return { ok: false, toast: (error as Error).message };
    }
    return { ok: true, to: { route: '/will/forgot-password/sent' } };
  },

  /** reset-password: the token is the link's; every device is signed out, so the user signs in afresh. */
  'account.resetPassword': async ({ data, search, toast }) => {
    try {
      await resetPassword(search.get('token') ?? '', String(data.password ?? ''));
    } catch (error) {
      const expired = error instanceof ApiError && error.status === 400 && error.body.code === 'INVALID_TOKEN';
      return { ok: false, toast: expired || !search.get('token') ? copy.passwordReset.linkFailed : (error as Error).message };
    }
    toast('success', copy.passwordReset.done);
    return { ok: true, to: { route: '/will/sign-in' } };
  },
} satisfies Record<string, Effect>;
