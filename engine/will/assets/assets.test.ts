import { describe, expect, it } from 'vitest';
import toasts from '../../../schemas/copy/toasts.json';
import { readSlice, writeSlice } from '../../steps/binding/step-slice';
import { TODAY, completeWill } from '../fixtures/will-fixtures';
import { assetFromForm, assetLabel, assetToForm } from './assets';
import { runOperation } from '../../steps/step-operations';
import { evaluatePredicate } from '../../steps/step-predicates';
import { stepSources } from '../../steps/step-sources';
import type { Asset, Will } from '../will';

const BANK = { selector: 'bankAcount', value: 'Barclays' } satisfies Asset;
const HOUSE = {
  selector: 'property',
  value: { address: '1 High Street, Leeds, LS1 1AA', mortgage: 'Yes', owner: 'I own jointly with someone else', hasUserAddress: true },
} satisfies Asset;
const binding = { bind: '/will/assets/{index?}', shape: 'asset.form' };
const doc = (will: Will) => ({ will, onboarding: {}, account: {} });

describe('the asset form shape (SPEC 3.2: value is text, or an object for a property)', () => {
  it('asks the text under a field named after the type, and a property by its parts', () => {
    expect(assetToForm(BANK)).toEqual({ selector: 'bankAcount', bankAcount: 'Barclays' });
    expect(assetToForm(HOUSE)).toEqual({ selector: 'property', ...HOUSE.value });
  });

  it('stores the answers back in the shape of will.schema.json, whichever fields the form still holds', () => {
    expect(assetFromForm({ selector: 'pension', pension: 'Aviva', bankAcount: 'left over' })).toEqual({ selector: 'pension', value: 'Aviva' });
    expect(assetFromForm({ selector: 'property', address: 'a', mortgage: 'No', owner: 'I am the only owner', manualAddress: true, other: 'x' })).toEqual({
      selector: 'property',
      value: { address: 'a', mortgage: 'No', owner: 'I am the only owner', manualAddress: true },
    });
    for (const asset of [BANK, HOUSE]) expect(assetFromForm(assetToForm(asset))).toEqual(asset);
  });

  it('carries the optional estimated value: whole pounds stored, digits in the form, cleared when emptied', () => {
    expect(assetToForm({ ...HOUSE, estimatedValue: 250000 })).toEqual({ selector: 'property', ...HOUSE.value, estimatedValue: '250000' });
    expect(assetFromForm({ selector: 'bankAcount', bankAcount: 'Barclays', estimatedValue: '12,500' })).toEqual({ ...BANK, estimatedValue: 12500 });
    const valued: Will = { ...completeWill(), assets: [{ ...BANK, estimatedValue: 900 }] };
    expect(writeSlice(binding, doc(valued), { index: '0' }, { selector: 'bankAcount', bankAcount: 'Barclays' }).will.assets).toEqual([BANK]);
  });

  it('keeps what is still owed on a mortgaged property as whole pounds, only while it is mortgaged; empty is not known', () => {
    const owed = { ...HOUSE, value: { ...HOUSE.value, mortgageOwed: 120000 } };
    expect(assetToForm(owed)).toEqual({ selector: 'property', ...HOUSE.value, mortgageOwed: '120000' });
    expect(assetFromForm(assetToForm(owed))).toEqual(owed);
    expect(assetFromForm({ ...assetToForm(owed), mortgageOwed: '' })).toEqual(HOUSE);
    expect(assetFromForm({ ...assetToForm(owed), mortgage: 'No' }).value).not.toHaveProperty('mortgageOwed');
    const ask = (data: Record<string, unknown>) => evaluatePredicate('asset.hasMortgage', { will: completeWill(), today: TODAY, data });
    expect(ask({ selector: 'property', mortgage: 'Yes' })).toBe(true);
    expect(ask({ selector: 'property', mortgage: 'No' })).toBe(false);
    expect(ask({ selector: 'bankAcount', mortgage: 'Yes' })).toBe(false);
  });

  it('reads and writes through a step binding: a new asset is appended, an edit replaces the value whole', () => {
    const will: Will = { ...completeWill(), assets: [BANK] };
    const added = writeSlice(binding, doc(will), { index: '1' }, { selector: 'other', other: 'A painting' });
    expect(added.will.assets).toEqual([BANK, { selector: 'other', value: 'A painting' }]);
    expect(readSlice(binding, doc(will), { index: '0' })).toEqual({ selector: 'bankAcount', bankAcount: 'Barclays' });
    const changed = writeSlice(binding, doc(will), { index: '0' }, { selector: 'property', address: 'b', mortgage: 'No', owner: 'I am the only owner' });
    expect(changed.will.assets).toEqual([{ selector: 'property', value: { address: 'b', mortgage: 'No', owner: 'I am the only owner' } }]);
  });
});

describe('assets.list and assets.remove', () => {
  it('labels each asset by its SPEC 3.4 type and its text or address', () => {
    expect(assetLabel(BANK)).toBe('Bank account(s): Barclays');
    expect(assetLabel(HOUSE)).toBe('Property: 1 High Street, Leeds, LS1 1AA');
    // The estimated value entered shows in the list too.
    expect(assetLabel({ ...HOUSE, estimatedValue: 325000 })).toBe('Property: 1 High Street, Leeds, LS1 1AA, estimated value £325,000');
    expect(assetLabel({ ...BANK, estimatedValue: 0 })).toBe('Bank account(s): Barclays, estimated value £0');
    const rows = stepSources['assets.list']!({ ...completeWill(), assets: [BANK, HOUSE] }, { today: TODAY });
    expect(rows.map((r) => [r.kind, r.label])).toEqual([['asset', 'Bank account(s): Barclays'], ['asset', 'Property: 1 High Street, Leeds, LS1 1AA']]);
  });

  it('removes the asset at {index}, refusing an index outside the list', () => {
    const will: Will = { ...completeWill(), assets: [BANK, HOUSE] };
    const removed = runOperation('assets.remove', will, { params: { index: '0' }, today: TODAY });
    expect(removed.ok && removed.will.assets).toEqual([HOUSE]);
    expect(runOperation('assets.remove', will, { params: { index: '2' }, today: TODAY })).toEqual({ ok: false, toast: toasts.assetNotFound });
    expect(runOperation('assets.remove', will, { params: {}, today: TODAY }).ok).toBe(false);
  });

  it('asset.is<Type> and asset.exists judge the form and the route', () => {
    const will = { ...completeWill(), assets: [BANK] };
    expect(evaluatePredicate('asset.isProperty', { will, today: TODAY, data: { selector: 'property' } })).toBe(true);
    expect(evaluatePredicate('asset.isStockAndshares', { will, today: TODAY, data: { selector: 'property' } })).toBe(false);
    expect(evaluatePredicate('asset.exists', { will, today: TODAY, params: { index: '0' } })).toBe(true);
    expect(evaluatePredicate('asset.exists', { will, today: TODAY, params: { index: '1' } })).toBe(false);
  });
});
