import { Hono } from 'hono';
import { jsonShape } from '../middleware/typed-input';
import { isAPIError } from 'better-auth/api';
import type { AppDatabase } from '../db/database';
import type { Auth } from '../auth/auth';
import { todayOf, type Clock } from '../clock';
import type { UserEnv } from '../middleware/require-user';
import { readJson, validationError } from '../http-errors';
import { loadAccountState } from '../stores/account-state-store';
import { deviceId, deviceList } from '../account/device-list';
import { exportAccount, exportFileName } from '../account/export-account';
import type { TrusteeService } from '../../engine/drafting/trustee-service';
import { eraseAccount } from '../account/erase-account';
import { PaymentError, type PaymentGateway } from '../services/payments/payment-gateway';
import { accountDeletionRefusal } from '../../engine/account/account-deletion';
import apiErrors from '../../schemas/copy/api-errors.json';
import { log } from '../logger';

export type AccountDeps = { db: AppDatabase; auth: Auth; clock: Clock; payments: PaymentGateway; config: { dataDir: string; authSecret: string; trustee?: TrusteeService } };

/** Passes better-auth's Set-Cookie headers (a cleared session cookie) on to the answer. */
function passCookies(c: { header: (name: string, value: string, options: { append: boolean }) => void }, headers: Headers) {
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
}

/**
 * The account page's server side, mounted at /api/account behind the session check; everything else
 * of the account is better-auth's own (/api/auth: change-email, change-password, revoke-sessions, verification).
 * - `GET /devices`: the signed-in devices (better-auth's listSessions), by a handle that is not the session token.
 * - `POST /devices/:id/sign-out`: ends one of them (better-auth's revokeSession).
 * - `GET /export`: the user's data as a ZIP.
 * - `POST /delete` `{password}`: erases the account, unless a paid will is in review (409 with the reason); when the
 *   payment service cannot close the user's customer, nothing is erased (503, try again later).
 */
export function accountRoutes(deps: AccountDeps) {
  const sessionsOf = async (headers: Headers) => {
    const [sessions, current] = await Promise.all([
      deps.auth.api.listSessions({ headers }),
      deps.auth.api.getSession({ headers, query: { disableRefresh: true } }),
    ]);
    return { sessions, currentToken: current?.session.token ?? '', createdAt: new Date(current?.user.createdAt ?? 0).toISOString() };
  };
  return new Hono<UserEnv>()
    .get('/devices', async (c) => {
      const { sessions, currentToken } = await sessionsOf(c.req.raw.headers);
      return c.json({ devices: deviceList(sessions, currentToken) });
    })
    .post('/devices/:id/sign-out', async (c) => {
      const { sessions } = await sessionsOf(c.req.raw.headers);
      const session = sessions.find((s) => deviceId(s.token) === c.req.param('id'));
      if (!session) return c.json({ type: 'not_found', message: apiErrors.account.sessionNotFound }, 404);
      const { headers } = await deps.auth.api.revokeSession({ headers: c.req.raw.headers, body: { token: session.token }, returnHeaders: true });
      passCookies(c, headers);
      return c.json({ status: 'signed_out' });
    })
    .get('/export', async (c) => {
      const user = c.var.user;
      const { sessions, currentToken, createdAt } = await sessionsOf(c.req.raw.headers);
      const today = todayOf(deps.clock);
      const account = { name: user.name, email: user.email, emailVerified: user.emailVerified, createdAt, devices: deviceList(sessions, currentToken) };
      const zip = await exportAccount(deps.db, user.id, account, today, deps.config.trustee);
      return c.body(new Uint8Array(zip), 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${exportFileName(today)}"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .post('/delete', jsonShape<{ password: string }>(), async (c) => {
      const body = (await readJson(c)) as { password?: unknown } | null;
      const password = typeof body?.password === 'string' ? body.password : '';
      if (!password) throw validationError(apiErrors.account.passwordNeeded, { password: [apiErrors.account.passwordNeeded] });
      const user = c.var.user;
      const state = await loadAccountState(deps.db, user.id);
      if (accountDeletionRefusal({ paid: state.paid, submission: state.submission?.state ?? null })) {
        return c.json({ type: 'will_in_review', message: apiErrors.account.willInReview }, 409);
      }
      try {
        await deps.auth.api.verifyPassword({ headers: c.req.raw.headers, body: { password } });
      } catch (error) {
        if (isAPIError(error) && error.status === 'BAD_REQUEST') throw validationError(apiErrors.account.wrongPassword, { password: [apiErrors.account.wrongPassword] });
        throw error;
      }
      try {
        await eraseAccount({ db: deps.db, payments: deps.payments, dataDir: deps.config.dataDir, secret: deps.config.authSecret }, { userId: user.id, email: user.email, name: user.name });
      } catch (error) {
        if (!(error instanceof PaymentError)) throw error;
        log.error({ err: error }, 'account deletion stopped: the payment service failed');
        return c.json({ type: 'payment_service', message: apiErrors.account.paymentServiceFailed }, 503);
      }
      const { headers } = await deps.auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      passCookies(c, headers);
      return c.json({ status: 'deleted' });
    });
}
