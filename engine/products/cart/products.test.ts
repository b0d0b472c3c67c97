import { describe, expect, it } from 'vitest';
import { basePriceOf, products } from './products';

describe('schemas/catalogue/products.json', () => {
  it('holds each of the five products once, each with a whole-pence price or the configured will price', () => {
    expect(products.map((p) => p.name).sort()).toEqual(['lpa', 'printing_service', 'reactivated_will', 'urgent_will', 'will']);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    for (const product of products) expect(Number.isSafeInteger(basePriceOf(product, 9000))).toBe(true);
  });
});
