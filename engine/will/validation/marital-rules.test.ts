import { describe, expect, it } from 'vitest';
import { TODAY, completePayload, completeWill } from '../fixtures/will-fixtures';
import type { SavePayload } from '../will';
import { maritalStatusErrors } from './marital-rules';
import { validateSave } from './validate-save';

const DESCRIPTION_WRONG = 'This description does not match the marital status chosen';
const NEED_PARTNER_WRONG = 'Whether a partner is needed does not match the marital status chosen';

function withStatus(maritalStatus: SavePayload['maritalStatus']): SavePayload {
  return { ...completePayload(), maritalStatus };
}

describe('maritalStatusErrors', () => {
  it('accepts the SPEC 3.3 shape when it agrees with the catalogue', () => {
    expect(maritalStatusErrors({ ...completeWill(), maritalStatus: { id: 3, description: 'Married', needPartner: true, comc: null } })).toEqual({});
    expect(maritalStatusErrors({ ...completeWill(), maritalStatus: { id: 8, description: 'Divorced', needPartner: false } })).toEqual({});
  });

  it('accepts an older status with only id and comc, and a will with no status', () => {
    expect(maritalStatusErrors({ ...completeWill(), maritalStatus: { id: 5, comc: true } })).toEqual({});
    expect(maritalStatusErrors({ schemaVersion: 2 })).toEqual({});
  });

  it('refuses a description or needPartner of another status, on that field', () => {
    expect(maritalStatusErrors({ ...completeWill(), maritalStatus: { id: 3, description: 'Single', needPartner: false } })).toEqual({
      'will.maritalStatus.description': [DESCRIPTION_WRONG],
      'will.maritalStatus.needPartner': [NEED_PARTNER_WRONG],
    });
  });
});

describe('validateSave with a SPEC 3.3 marital status', () => {
  it('stores description and needPartner when they agree with the catalogue', () => {
    const result = validateSave(withStatus({ id: 4, description: 'Civil Partnership', needPartner: true, comc: null }), TODAY, completeWill());
    expect(result.ok && result.will.maritalStatus).toEqual({ id: 4, description: 'Civil Partnership', needPartner: true, comc: null });
  });

  it('refuses a needPartner that contradicts the id', () => {
    const result = validateSave(withStatus({ id: 3, description: 'Married', needPartner: false, comc: null }), TODAY, completeWill());
    expect(result).toEqual({ ok: false, message: 'Please check your answers', fields: { 'will.maritalStatus.needPartner': [NEED_PARTNER_WRONG] } });
  });

  it('refuses an id outside the catalogue through the schema', () => {
    const result = validateSave(withStatus({ id: 9, comc: null }), TODAY, completeWill());
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.fields)).toEqual(['will.maritalStatus.id']);
  });
});
