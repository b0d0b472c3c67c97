import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { customSession } from 'better-auth/plugins';
import { getMigrations } from 'better-auth/db/migration';
import type { Kysely } from 'kysely';
import { createHashids } from './hashid';
import { engineOf } from '../db/database';
import { CLIENT_IP_HEADER } from '../middleware/client-ip';
import { existingAccountEmail } from '../services/mail/emails';
import { accountMail } from './account-mail';
import { cappedSessionExpiry, SESSION_IDLE_SECONDS, SESSION_REFRESH_SECONDS } from '../../engine/account/session-policy';
import type { Mailer } from '../services/mail/mailer';
import apiErrors from '../../schemas/copy/api-errors.json';
import { checkPersonName } from '../../engine/will/validation/person-name';
import { rememberFormerEmail } from './former-email';
import { deleteSessionCookie } from 'better-auth/cookies';
import type { Clock } from '../clock';
import { databaseRateCounter } from '../middleware/rate-limit';
import { signInAccountLimit } from './sign-in-account-limit';
import { passwordResetAfterAnswer } from './password-reset-after-answer';
import { sessionPastMaximum } from '../../engine/account/session-policy';
import { log, redactText } from '../logger';
import { inAccountLanguage } from '../i18n/account-language';
import { accountLanguageAtSignIn, storeLanguageAtRegistration } from './account-language-hooks';
import { endSessionsWhenTwoFactorTurnsOn, reviewerKeepsTwoFactor, twoFactorPlugin, withoutTrustedDevice } from './two-factor';

/** Where better-auth's routes are served. */
export const AUTH_PATH = '/api/auth';

export type AuthOptions = {
  db: Kysely<any>;
  secret: string;
  baseUrl: string;
  hashidSalt: string;
  trustedOrigins: string[];
  rateLimit: { window: number; max: number };
  /** Sign-ins allowed per address typed, from any client (server/auth/sign-in-account-limit.ts). */
  signInAccountLimit: { window: number; max: number };
  /** Two-step sign-in calls allowed per client address (better-auth's own rule is 3 per 10 s). */
  twoFactorRateLimit: { window: number; max: number };
  clock: Clock;
  /** Tells the owner of an existing account that someone signed up with its address. */
  mail: Mailer;
};

/**
 * The account name appears in emails and on the will: sign-up and every later update (better-auth's update-user)
 * pass it through the engine's one person-name rule, and store it trimmed. An update without a name is left alone.
 */
async function checkedName<T extends { name?: string }>(user: T, required: boolean): Promise<{ data: T } | undefined> {
  if (user.name === undefined && !required) return undefined;
  // better-auth's update-user passes the body's fields on unchecked: a name that is not text is refused here.
  const name: unknown = user.name ?? '';
  if (typeof name !== 'string') throw new APIError('BAD_REQUEST', { message: apiErrors.badName });
  const checked = checkPersonName(name);
  if (!checked.ok) {
    throw new APIError('BAD_REQUEST', { message: checked.problem === 'characters' ? apiErrors.badNameCharacters : checked.problem === 'script' || checked.problem === 'link' ? checked.message : apiErrors.badName });
  }
  return { data: { ...user, name: checked.name } };
}

/**
 * Sending email for someone is limited per client address: each request costs a message to a real mailbox. Reset
 * emails are limited per address typed too (server/auth/password-reset-after-answer.ts).
 */
const EMAIL_SEND_LIMIT = { window: 15 * 60, max: 3 };

/**
 * A change of the account's address is only ever written by better-auth's verify-email, once the link sent to the
 * new address was followed (change-email has no unverified shortcut here): that address is proven, so it is
 * verified, whether or not the old one was.
 */
function verifiedWhenEmailChanges<T extends { email?: string; emailVerified?: boolean }>(user: T): T {
  return user.email === undefined ? user : { ...user, emailVerified: true };
}

type SessionUpdate = { expiresAt?: Date };
type HookContext = { context?: { session?: { session?: { createdAt?: Date | string } } | null } } | null;

/**
 * Caps a session's extension at 12 hours from its sign-in. better-auth extends a session in use by the idle period
 * (getSession, which has just read the session into its context); the cap keeps it from outliving the maximum.
 */
function cappedRefresh(update: SessionUpdate, ctx: HookContext): { data: SessionUpdate } | undefined {
  const createdAt = ctx?.context?.session?.session?.createdAt;
  if (!update.expiresAt || !createdAt) return undefined;
  return { data: { ...update, expiresAt: new Date(cappedSessionExpiry(new Date(createdAt).getTime(), new Date(update.expiresAt).getTime())) } };
}

/**
 * Changing the password signs out every other device whatever the request says: better-auth's
 * change-password only does so when asked (revokeOtherSessions), and a client calling the API directly need not ask.
 * Likewise a second-factor code never trusts the device (server/auth/two-factor.ts).
 */
const otherDevicesSignedOut = createAuthMiddleware(async (ctx) => {
  const verification = withoutTrustedDevice(ctx.path, ctx.body);
  if (verification) return { context: { body: verification } };
  if (ctx.path !== '/change-password') return undefined;
  return { context: { body: { ...(ctx.body as Record<string, unknown>), revokeOtherSessions: true } } };
});

function authConfig(options: AuthOptions) {
  const hashids = createHashids(options.hashidSalt);
  const mail = accountMail(options.mail, options.baseUrl, options.db);
  const counter = databaseRateCounter(options.db, options.secret);
  return {
    appName: 'Will Writer',
    // The library's own messages go to the server's JSON log, redacted as ours are.
    logger: { log: (level: 'debug' | 'info' | 'warn' | 'error', message: string) => log[level]({ source: 'better-auth' }, redactText(message)) },
    basePath: AUTH_PATH,
    baseURL: options.baseUrl,
    secret: options.secret,
    database: { db: options.db, type: engineOf(options.db) },
    trustedOrigins: options.trustedOrigins,
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Sign-up must answer the same whether or not the address has an account, so it signs no one in (the client
      // signs in next) and better-auth answers an existing address as it answers a new one; its owner is told by mail.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }: { user: { id: string | number; email: string; name: string } }) => {
        const message = await inAccountLanguage(options.db, user.id, () => existingAccountEmail(user.email, { name: user.name, signInUrl: `${options.baseUrl}/will/sign-in` }));
        await options.mail.send(message);
      },
      // A single-use link valid for an hour; setting the new password signs out every device.
      sendResetPassword: mail.sendResetPassword,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
    },
    // The will can be written before the address is confirmed: sign-in does not wait for it, checkout and
    // refer-partner do (server/middleware/require-verified-email.ts).
    emailVerification: {
      sendOnSignUp: true,
      sendVerificationEmail: mail.sendVerificationEmail,
      expiresIn: 24 * 60 * 60,
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    user: {
      changeEmail: { enabled: true },
      additionalFields: {
        // Reviewers are made by an operator, never through sign-up.
        role: { type: 'string' as const, required: false, defaultValue: 'user', input: false },
      },
    },
    advanced: {
      database: { generateId: 'serial' as const },
      // The app puts the trusted client address here (middleware/client-ip.ts); better-auth reads only headers.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: options.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' as const },
    },
    rateLimit: {
      enabled: true,
      window: options.rateLimit.window,
      // Every other auth path (the session read among them), per address: 100 a window, or the sign-in limit where
      // that is set higher (a test server shared by many browsers on one address).
      max: Math.max(100, options.rateLimit.max),
      storage: 'database' as const,
      customRules: {
        '/sign-in/email': options.rateLimit,
        '/sign-up/email': options.rateLimit,
        '/send-verification-email': EMAIL_SEND_LIMIT,
        '/request-password-reset': EMAIL_SEND_LIMIT,
        '/change-email': EMAIL_SEND_LIMIT,
        '/two-factor/*': options.twoFactorRateLimit,
      },
    },
    hooks: { before: otherDevicesSignedOut, after: accountLanguageAtSignIn(options.db, options.baseUrl.startsWith('https://')) },
    databaseHooks: {
      user: {
        create: { before: (user: { name?: string }) => checkedName(user, true), after: storeLanguageAtRegistration(options.db, () => options.clock.now()) },
        update: {
          before: async (user: { name?: string; email?: string; emailVerified?: boolean }) => {
            const named = (await checkedName(user, false))?.data ?? user;
            const data = verifiedWhenEmailChanges(named);
            return data === user ? undefined : { data };
          },
          after: async (user: { id?: string | number; email?: string; twoFactorEnabled?: boolean | null }, ctx: unknown) => {
            await rememberFormerEmail(options.db, user, ctx as Parameters<typeof rememberFormerEmail>[2]);
            await endSessionsWhenTwoFactorTurnsOn(user, ctx as Parameters<typeof endSessionsWhenTwoFactorTurnsOn>[1]);
          },
        },
      },
      session: {
        update: { before: async (session: SessionUpdate, ctx: unknown) => cappedRefresh(session, ctx as HookContext) },
      },
    },
    plugins: [
      // better-auth's per-address limit runs first, then this per-account one.
      signInAccountLimit({ counter, clock: options.clock, max: options.signInAccountLimit.max, windowSeconds: options.signInAccountLimit.window }),
      passwordResetAfterAnswer({ counter, clock: options.clock, max: EMAIL_SEND_LIMIT.max, windowSeconds: EMAIL_SEND_LIMIT.window }),
      reviewerKeepsTwoFactor(),
      twoFactorPlugin(),
      customSession(async ({ user, session }, ctx) => {
        // Every read of a session (the API's, the pages', get-session) ends one past its 12 hours, refreshed or not.
        if (sessionPastMaximum(new Date(session.createdAt).getTime(), Date.now())) {
          await ctx.context.internalAdapter.deleteSession(session.token);
          deleteSessionCookie(ctx);
          // better-auth answers null as "no session"; its type only names the session it would return.
          return null as never;
        }
        return { session, user: { ...user, hashid: hashids.encode(user.id) } };
      }),
    ],
  };
}

/** Builds the better-auth instance over the app's database (sessions live beside the wills). */
export function createAuth(options: AuthOptions) {
  return betterAuth(authConfig(options));
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates better-auth's own tables. */
export async function migrateAuth(options: AuthOptions): Promise<void> {
  const { runMigrations } = await getMigrations(authConfig(options));
  await runMigrations();
}
