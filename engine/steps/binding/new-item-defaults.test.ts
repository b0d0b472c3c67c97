import { describe, expect, it } from 'vitest';
import type { StepFile } from '../step-file';
import { emptyWill } from '../../will/will';
import { withNewItemDefaults } from './new-item-defaults';

const step = {
  bind: '/will/gifts/{index}',
  schema: { type: 'object', properties: { itemDesc: { type: 'string', default: 'My ' }, moreInfo: { type: 'string' } } },
} as unknown as Pick<StepFile, 'bind' | 'schema'>;
const gift = { type: 'oneoff' as const, itemDesc: 'My watch', moreInfo: null, beneficiaries: ['a'] };
const document = { will: { ...emptyWill(), gifts: [gift] }, onboarding: {}, account: {} };

describe('withNewItemDefaults', () => {
  it('starts a new item (an index past the list) from the schema defaults', () => {
    expect(withNewItemDefaults(step, document, { index: '1' }, {})).toEqual({ itemDesc: 'My ' });
  });

  it('shows an existing item as stored', () => {
    expect(withNewItemDefaults(step, document, { index: '0' }, { itemDesc: 'My watch' })).toEqual({ itemDesc: 'My watch' });
  });
});
