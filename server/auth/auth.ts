import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { customSession } from 'better-auth/plugins';
import { getMigrations } from 'better-auth/db/migration';
import type { Kysely } from 'kysely';
import { createHashids } from './hashid';
import { engineOf } from '../db/database';
import { CLIENT_IP_HEADER } from '../middleware/client-ip';
import { existingAccountEmail } from '../services/mail/emails';
import type { Mailer } from '../services/mail/mailer';
import apiErrors from '../../schemas/copy/api-errors.json';
import { checkPersonName } from '../../engine/validation/person-name';

export type AuthOptions = {
  db: Kysely<any>;
  secret: string;
  baseUrl: string;
  hashidSalt: string;
  trustedOrigins: string[];
  rateLimit: { window: number; max: number };
  /** Tells the owner of an existing account that someone signed up with its address. */
  mail: Mailer;
};

/**
 * The account name appears in emails and on the will: sign-up and every later update (better-auth's update-user)
 * pass it through the engine's one person-name rule, and store it trimmed. An update without a name is left alone.
 */
async function checkedName<T extends { name?: string }>(user: T, required: boolean): Promise<{ data: T } | undefined> {
  if (user.name === undefined && !required) return undefined;
  const checked = checkPersonName(user.name ?? '');
  if (!checked.ok) {
    throw new APIError('BAD_REQUEST', { message: checked.problem === 'characters' ? apiErrors.badNameCharacters : apiErrors.badName });
  }
  return { data: { ...user, name: checked.name } };
}

function authConfig(options: AuthOptions) {
  const hashids = createHashids(options.hashidSalt);
  return {
    appName: 'Will Writer',
    basePath: '/api/auth',
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
      onExistingUserSignUp: async ({ user }: { user: { email: string; name: string } }) => {
        await options.mail.send(existingAccountEmail(user.email, { name: user.name, signInUrl: `${options.baseUrl}/will/sign-in` }));
      },
    },
    user: {
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
      max: 100,
      storage: 'database' as const,
      customRules: {
        '/sign-in/email': options.rateLimit,
        '/sign-up/email': options.rateLimit,
      },
    },
    databaseHooks: {
      user: {
        create: { before: (user: { name?: string }) => checkedName(user, true) },
        update: { before: (user: { name?: string }) => checkedName(user, false) },
      },
    },
    plugins: [
      customSession(async ({ user, session }) => ({
        session,
        user: { ...user, hashid: hashids.encode(user.id) },
      })),
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
