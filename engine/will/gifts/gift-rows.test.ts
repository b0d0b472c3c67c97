import { describe, expect, it } from 'vitest';
import { giftRows } from './gift-rows';
import type { Will } from '../will';

const SAM = '0a0a0a0a-0000-4000-8000-000000000001';
const will = (gifts: Will['gifts']): Will => ({ schemaVersion: 2, relations: { [SAM]: { fullName: 'Sam Green', birthday: '1980-01-01', address: '1 High Street' } }, gifts }) as Will;

describe('giftRows', () => {
  it('writes a money gift as the will does, grouped in thousands, with pence only when there are some', () => {
    const rows = giftRows(will([
      { type: 'money', itemDesc: '5000', beneficiaries: [SAM] },
      { type: 'money', itemDesc: '1,250.5', beneficiaries: [SAM] },
      { type: 'oneoff', itemDesc: 'My piano', beneficiaries: [SAM] },
    ]));
    expect(rows.map((row) => row.label)).toEqual(['£5,000 to Sam Green', '£1,250.50 to Sam Green', 'My piano to Sam Green']);
  });
});
