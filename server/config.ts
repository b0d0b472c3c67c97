import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { PageConfig } from '../engine/steps/page-config';
import { isPostgresUrl } from './db/database';
import type { StripeKeys } from './services/payments/stripe-payment-gateway';
import { DEFAULT_REVIEW_WORKING_DAYS, URGENT_WORKING_DAYS } from '../engine/review/review-due-date';
import { DEFAULT_TRUSTEE_SERVICE, type TrusteeService } from '../engine/drafting/trustee-service';

export type ServerConfig = {
  port: number;
  dataDir: string;
  /** Where the data lives: a postgres:// URL (DATABASE_URL), or else the SQLite file in dataDir. */
  database: string;
  baseUrl: string;
  authSecret: string;
  hashidSalt: string;
  trustedOrigins: string[];
  /** How many reverse proxies in front of the app append to X-Forwarded-For (0: trust none of it). */
  trustedProxyHops: number;
  postcoder: { apiKey: string; baseUrl: string } | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** Stripe's keys; null (none of them set) selects the embedded local test gateway. */
  stripe: StripeKeys | null;
  rateLimit: { window: number; max: number };
  /** Refer-partner emails allowed per 24 hours: per user, per recipient address, for the whole service. */
  referPartnerLimits: ReferPartnerLimits;
  /** Sign-ins allowed per account (the address typed) per window of seconds, across all client addresses. */
  signInAccountLimit: { window: number; max: number };
  /** Two-step sign-in calls (/api/auth/two-factor/*) allowed per client address per window of seconds. */
  twoFactorRateLimit: { window: number; max: number };
  /** Days an unpaid draft may go unused before `npm run retention` removes it (RETENTION_UNPAID_DRAFT_DAYS). */
  retentionUnpaidDraftDays: number;
  /** Whether start-up adds the sample coupons of data-seed/coupons.json (SAMPLE_COUPONS=true; never by default: FREEWILL is 100% off). */
  sampleCoupons: boolean;
  /**
   * The share (0 to 100) of reviewers' deliveries without a risk marker that a supervisor signs off too
   * (REVIEW_SIGN_OFF_SAMPLE_PERCENT, default 10); which submissions are in it is fixed per submission.
   */
  signOffSamplePercent: number;
  /** The trustee service's company as the will names it, its company number, and whether it is a trust corporation (TRUSTEE_COMPANY_NAME, TRUSTEE_COMPANY_NUMBER, TRUSTEE_TRUST_CORPORATION). */
  trustee: TrusteeService;
  page: PageConfig;
};

export type ReferPartnerLimits = { perUser: number; perRecipient: number; perService: number };

type Env = Record<string, string | undefined>;

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return n;
}

/**
 * A secret from the environment. Outside production (the embedded defaults of `npm start`) a missing one is
 * generated once and kept in the data folder; in production it must come from the environment.
 */
function secret(env: Env, name: string, dataDir: string): string {
  const value = env[name];
  if (value) {
    if (value.length < 32) throw new Error(`${name} must be at least 32 characters`);
    return value;
  }
  if (env.NODE_ENV === 'production') throw new Error(`${name} must be set in production (at least 32 random characters)`);
  const file = join(dataDir, `${name.toLowerCase()}.secret`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const generated = randomBytes(32).toString('hex');
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

/**
 * The data folder, created if missing, readable by the server's user only (0700): it holds the secrets and, on
 * SQLite, every will. A folder created before with a wider mode is narrowed.
 */
function privateFolder(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  return dir;
}

/** DATABASE_URL when set (it must be a postgres:// URL), otherwise the SQLite file in the data folder. */
function databaseLocation(env: Env, dataDir: string): string {
  const url = env.DATABASE_URL;
  if (!url) return join(dataDir, 'will-writer.sqlite');
  if (!isPostgresUrl(url)) throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
  return url;
}

/** Each Stripe key: its variable, its field, and how its value starts. */
const STRIPE_KEYS = [
  ['STRIPE_SECRET_KEY', 'secretKey', ['sk_', 'rk_']],
  ['STRIPE_PUBLISHABLE_KEY', 'publishableKey', ['pk_']],
  ['STRIPE_WEBHOOK_SECRET', 'webhookSecret', ['whsec_']],
  ['STRIPE_SUBSCRIPTION_PRICE_ID', 'subscriptionPriceId', ['price_']],
] as const;

/** Stripe's keys and the subscription's price, all or none; throws naming a missing or malformed one. */
function stripeKeys(env: Env): StripeKeys | null {
  if (STRIPE_KEYS.every(([name]) => !env[name])) return null;
  const keys: Partial<StripeKeys> = {};
  for (const [name, key, prefixes] of STRIPE_KEYS) {
    const value = env[name];
    if (!value) throw new Error(`${name} must be set with the other Stripe keys (${STRIPE_KEYS.map(([n]) => n).join(', ')})`);
    if (!prefixes.some((p) => value.startsWith(p))) throw new Error(`${name} must start with ${prefixes.join(' or ')}`);
    keys[key] = value;
  }
  return keys as StripeKeys;
}

/** The trustee service's company name (TRUSTEE_COMPANY_NAME), trimmed, up to 200 characters; the drafting copy's by default. */
function trusteeName(env: Env): string {
  const value = env.TRUSTEE_COMPANY_NAME?.trim();
  if (!value) return DEFAULT_TRUSTEE_SERVICE.name;
  if (value.length > 200) throw new Error('TRUSTEE_COMPANY_NAME must be at most 200 characters');
  return value;
}

/** The trustee company's Companies House number (TRUSTEE_COMPANY_NUMBER): 8 letters or digits (e.g. 01234567, SC123456); absent by default. */
function trusteeCompanyNumber(env: Env): { companyNumber?: string } {
  const value = env.TRUSTEE_COMPANY_NUMBER?.trim().toUpperCase();
  if (!value) return {};
  if (!/^[A-Z0-9]{8}$/.test(value)) throw new Error('TRUSTEE_COMPANY_NUMBER must be a Companies House number of 8 letters or digits, such as 01234567');
  return { companyNumber: value };
}

/** Reads the server configuration from the environment; throws a plain Error on a bad value. */
export function readConfig(env: Env = process.env): ServerConfig {
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const dataDir = privateFolder(resolve(env.DATA_DIR || './data'));
  const baseUrl = (env.BASE_URL || `http://localhost:${port}`).replace(/\/$/, '');
  const extraOrigins = (env.TRUSTED_ORIGINS || '').split(',').map((o) => o.trim()).filter(Boolean);
  const unpaidDraftDays = integer(env, 'RETENTION_UNPAID_DRAFT_DAYS', 365, 30, 3650);
  return {
    port,
    dataDir,
    database: databaseLocation(env, dataDir),
    baseUrl,
    authSecret: secret(env, 'AUTH_SECRET', dataDir),
    hashidSalt: secret(env, 'HASHID_SALT', dataDir),
    trustedOrigins: [new URL(baseUrl).origin, ...extraOrigins],
    trustedProxyHops: integer(env, 'TRUSTED_PROXY_HOPS', 0, 0, 10),
    postcoder: env.POSTCODER_API_KEY
      ? { apiKey: env.POSTCODER_API_KEY, baseUrl: env.POSTCODER_BASE_URL || 'https://ws.postcoder.com' }
      : null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Will Writer <no-reply@willwriter.example>',
    stripe: stripeKeys(env),
    rateLimit: {
      window: integer(env, 'AUTH_RATE_LIMIT_WINDOW', 60, 1, 86400),
      max: integer(env, 'AUTH_RATE_LIMIT_MAX', 10, 1, 100000),
    },
    referPartnerLimits: {
      perUser: integer(env, 'REFER_PARTNER_MAX_PER_USER', 5, 1, 1000),
      perRecipient: integer(env, 'REFER_PARTNER_MAX_PER_RECIPIENT', 2, 1, 1000),
      perService: integer(env, 'REFER_PARTNER_MAX_PER_SERVICE', 1000, 1, 1_000_000),
    },
    signInAccountLimit: {
      window: integer(env, 'AUTH_ACCOUNT_RATE_LIMIT_WINDOW', 900, 1, 86400),
      max: integer(env, 'AUTH_ACCOUNT_RATE_LIMIT_MAX', 10, 1, 100000),
    },
    // better-auth's own two-factor rule (3 in 10 s) is the default.
    twoFactorRateLimit: {
      window: integer(env, 'AUTH_TWO_FACTOR_RATE_LIMIT_WINDOW', 10, 1, 86400),
      max: integer(env, 'AUTH_TWO_FACTOR_RATE_LIMIT_MAX', 3, 1, 100000),
    },
    retentionUnpaidDraftDays: unpaidDraftDays,
    signOffSamplePercent: integer(env, 'REVIEW_SIGN_OFF_SAMPLE_PERCENT', 10, 0, 100),
    sampleCoupons: flag(env, 'SAMPLE_COUPONS', false),
    trustee: {
      name: trusteeName(env),
      trustCorporation: flag(env, 'TRUSTEE_TRUST_CORPORATION', DEFAULT_TRUSTEE_SERVICE.trustCorporation),
      ...trusteeCompanyNumber(env),
    },
    page: {
      reactivate_will_enabled: flag(env, 'REACTIVATE_WILL_ENABLED', false),
      additional_estate_flow_question: flag(env, 'ADDITIONAL_ESTATE_FLOW_QUESTION', false),
      lpa_register_interest_enabled: flag(env, 'LPA_REGISTER_INTEREST_ENABLED', false),
      will_price: integer(env, 'WILL_PRICE', 9000, 0, 10_000_000),
      printing_service_enabled: flag(env, 'PRINTING_SERVICE_ENABLED', true),
      partner_discount_percentage: integer(env, 'PARTNER_DISCOUNT_PERCENTAGE', 25, 0, 100),
      contact_phone: env.CONTACT_PHONE || '020 7946 0000',
      support_email: env.SUPPORT_EMAIL || 'support@willwriter.example',
      retention_unpaid_draft_days: unpaidDraftDays,
      review_working_days: integer(env, 'REVIEW_WORKING_DAYS', DEFAULT_REVIEW_WORKING_DAYS, URGENT_WORKING_DAYS, 30),
    },
  };
}
