import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { createPaymentGateway } from '../../server/services/payments/create-payment-gateway';
import { openTestDatabase, type TestDatabase } from './test-database';
import { fixedClock } from './test-app';

let dir: string;
let database: TestDatabase;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'create-gateway-'));
  database = await openTestDatabase(dir);
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('createPaymentGateway', () => {
  it('uses Stripe when its keys are configured', () => {
    const stripe = { secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1', subscriptionPriceId: 'price_1' };
    expect(createPaymentGateway(database.db, { stripe }, fixedClock).browser).toEqual({ gateway: 'stripe', publishableKey: 'pk_test_1' });
  });

  it('uses the embedded local test gateway otherwise', () => {
    expect(createPaymentGateway(database.db, { stripe: null }, fixedClock).browser).toEqual({ gateway: 'local' });
  });
});
