import { describe, expect, it } from 'vitest';
import { readSlice, writeSlice } from './step-slice';
import type { StepDocument } from './step-document';

const PARTNER = '11111111-2222-4333-8444-555555555555';
const document: StepDocument = {
  will: {
    schemaVersion: 2,
    maritalStatus: { id: 5, comc: true },
    partner: PARTNER,
    relations: { [PARTNER]: { fullName: 'John Smith', birthday: '1980-01-01', address: '1 High Street' } },
  },
  onboarding: {},
  account: {},
};
const partnerStep = { bind: '/people/relations/{partner}', bindFields: { comc: '/will/maritalStatus/comc' } };

describe('a step slice', () => {
  it('reads the bound object with its bindFields', () => {
    expect(readSlice(partnerStep, document, { partner: PARTNER })).toEqual({ fullName: 'John Smith', birthday: '1980-01-01', address: '1 High Street', comc: true });
  });
  it('reads an empty object where nothing is bound yet', () => {
    expect(readSlice({ bind: '/people/children/{uuid}' }, document, { uuid: 'new' })).toEqual({});
  });
  it('writes bindFields to their own pointers and the rest into the slice', () => {
    const next = writeSlice(partnerStep, document, { partner: PARTNER }, { fullName: 'John David Smith', comc: false });
    expect(next.will.maritalStatus).toEqual({ id: 5, comc: false });
    expect(next.will.relations?.[PARTNER]).toEqual({ fullName: 'John David Smith', birthday: '1980-01-01', address: '1 High Street' });
    expect(next.will.relations?.[PARTNER]).not.toHaveProperty('comc');
  });
  it('keeps keys the form does not show, and removes a field answered undefined (a hidden question)', () => {
    const next = writeSlice({ bind: '/will/maritalStatus' }, document, {}, { id: 3, comc: undefined });
    expect(next.will.maritalStatus).toEqual({ id: 3 });
    const kept = writeSlice({ bind: '/will/maritalStatus' }, document, {}, { id: 3 });
    expect(kept.will.maritalStatus).toEqual({ id: 3, comc: true });
  });
  it('leaves the document alone for a step that binds nothing', () => {
    expect(writeSlice({}, document, {}, {})).toBe(document);
  });
});
