import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-'));

describe('readConfig', () => {
  it('has embedded defaults, generating secrets once into the data folder', () => {
    const dir = dataDir();
    const config = readConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database).toBe(join(dir, 'will-writer.sqlite'));
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.trustedProxyHops).toBe(0);
    expect(config.authSecret).toBe(readFileSync(join(dir, 'auth_secret.secret'), 'utf8'));
    expect(readConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
    expect(config.page).toMatchObject({ will_price: 9000, printing_service_enabled: true, reactivate_will_enabled: false });
  });

  it('reads the page flags and limits from the environment', () => {
    const config = readConfig({ DATA_DIR: dataDir(), WILL_PRICE: '12000', LPA_REGISTER_INTEREST_ENABLED: 'true', PARTNER_DISCOUNT_PERCENTAGE: '10' });
    expect(config.page).toMatchObject({ will_price: 12000, lpa_register_interest_enabled: true, partner_discount_percentage: 10 });
  });

  it('seeds the sample coupons only when SAMPLE_COUPONS=true, in development as in production', () => {
    const secrets = { AUTH_SECRET: 'a'.repeat(32), HASHID_SALT: 'b'.repeat(32) };
    expect(readConfig({ DATA_DIR: dataDir() }).sampleCoupons).toBe(false);
    expect(readConfig({ DATA_DIR: dataDir(), SAMPLE_COUPONS: 'true' }).sampleCoupons).toBe(true);
    expect(readConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...secrets }).sampleCoupons).toBe(false);
    expect(readConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', SAMPLE_COUPONS: 'true', ...secrets }).sampleCoupons).toBe(true);
    expect(readConfig({ DATA_DIR: dataDir(), SAMPLE_COUPONS: 'false' }).sampleCoupons).toBe(false);
  });

  it('uses PostgreSQL when DATABASE_URL names it', () => {
    const url = 'postgres://will:secret@db.internal:5432/will_writer';
    expect(readConfig({ DATA_DIR: dataDir(), DATABASE_URL: url }).database).toBe(url);
  });

  it('uses Stripe only when all of its keys and the subscription price are set, and names a missing or malformed one', () => {
    expect(readConfig({ DATA_DIR: dataDir() }).stripe).toBeNull();
    const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_SUBSCRIPTION_PRICE_ID: 'price_1' };
    expect(readConfig({ DATA_DIR: dataDir(), ...keys }).stripe).toEqual({ secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1', subscriptionPriceId: 'price_1' });
    expect(() => readConfig({ DATA_DIR: dataDir(), ...keys, STRIPE_SUBSCRIPTION_PRICE_ID: '' })).toThrow(/STRIPE_SUBSCRIPTION_PRICE_ID must be set/);
    expect(() => readConfig({ DATA_DIR: dataDir(), ...keys, STRIPE_SUBSCRIPTION_PRICE_ID: 'prod_1' })).toThrow('STRIPE_SUBSCRIPTION_PRICE_ID must start with price_');
    expect(() => readConfig({ DATA_DIR: dataDir(), ...keys, STRIPE_WEBHOOK_SECRET: '' })).toThrow(/STRIPE_WEBHOOK_SECRET must be set/);
    expect(() => readConfig({ DATA_DIR: dataDir(), ...keys, STRIPE_SECRET_KEY: 'pk_test_1' })).toThrow('STRIPE_SECRET_KEY must start with sk_ or rk_');
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => readConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://db/will' })).toThrow(/DATABASE_URL/);
    expect(() => readConfig({ DATA_DIR: dataDir(), AUTH_ACCOUNT_RATE_LIMIT_MAX: '0' })).toThrow(/AUTH_ACCOUNT_RATE_LIMIT_MAX/);
    expect(() => readConfig({ DATA_DIR: dataDir(), PRINTING_SERVICE_ENABLED: 'maybe' })).toThrow(/PRINTING_SERVICE_ENABLED/);
    expect(() => readConfig({ DATA_DIR: dataDir(), AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });

  it('requires secrets from the environment in production', () => {
    expect(() => readConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow(/AUTH_SECRET must be set in production/);
    const secret = 'x'.repeat(40);
    expect(readConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', AUTH_SECRET: secret, HASHID_SALT: secret }).authSecret).toBe(secret);
  });

  it('names the trustee service company and whether it is a trust corporation', () => {
    expect(readConfig({ DATA_DIR: dataDir() }).trustee).toEqual({ name: 'Will Writer Trustees Limited', trustCorporation: false });
    expect(readConfig({ DATA_DIR: dataDir(), TRUSTEE_COMPANY_NAME: '  Acme Trustees Ltd ', TRUSTEE_TRUST_CORPORATION: 'yes' }).trustee).toEqual({ name: 'Acme Trustees Ltd', trustCorporation: true });
    expect(() => readConfig({ DATA_DIR: dataDir(), TRUSTEE_TRUST_CORPORATION: 'maybe' })).toThrow(/TRUSTEE_TRUST_CORPORATION/);
    expect(() => readConfig({ DATA_DIR: dataDir(), TRUSTEE_COMPANY_NAME: 'x'.repeat(201) })).toThrow(/TRUSTEE_COMPANY_NAME/);
  });

  it('reads the trustee company\'s Companies House number, which the will states, and refuses a malformed one', () => {
    expect(readConfig({ DATA_DIR: dataDir(), TRUSTEE_COMPANY_NUMBER: ' sc123456 ' }).trustee.companyNumber).toBe('SC123456');
    expect(readConfig({ DATA_DIR: dataDir() }).trustee).not.toHaveProperty('companyNumber');
    expect(() => readConfig({ DATA_DIR: dataDir(), TRUSTEE_COMPANY_NUMBER: '12-34' })).toThrow(/TRUSTEE_COMPANY_NUMBER/);
  });
});
