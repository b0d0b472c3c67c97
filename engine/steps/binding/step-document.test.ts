import { describe, expect, it } from 'vitest';
import { documentPath, readPath, writePath, type StepDocument } from './step-document';

const UUID = '11111111-2222-4333-8444-555555555555';
const document: StepDocument = {
  will: { schemaVersion: 2, userInfo: { fullName: 'Jane Smith' }, children: { [UUID]: { fullName: 'Amy', birthday: '2015-01-01', address: 'x' } }, assets: [{ selector: 'pension', value: 'Aviva' }] },
  onboarding: { hasPartner: true },
  account: {},
};

describe('documentPath', () => {
  it('maps /people into the will and fills route parameters', () => {
    expect(documentPath('/people/children/{uuid}', { uuid: UUID })).toEqual(['will', 'children', UUID]);
    expect(documentPath('/people/pets/{uuid}', { uuid: UUID })).toEqual(['will', 'pets', UUID]);
    expect(documentPath('/will/maritalStatus/comc', {})).toEqual(['will', 'maritalStatus', 'comc']);
    expect(documentPath('/will/assets/{index?}', { index: '3' })).toEqual(['will', 'assets', '3']);
    expect(documentPath('/onboarding', {})).toEqual(['onboarding']);
  });
  it('refuses a missing parameter, an unknown root and an unknown people map', () => {
    expect(() => documentPath('/people/children/{uuid}', {})).toThrow(/\{uuid\}/);
    expect(() => documentPath('/elsewhere/x', {})).toThrow(/unknown root/);
    expect(() => documentPath('/people/charity/x', {})).toThrow(/people holds/);
  });
});

describe('readPath and writePath', () => {
  it('reads what is there and undefined for what is not (never an inherited property)', () => {
    expect(readPath(document, ['will', 'children', UUID, 'fullName'])).toBe('Amy');
    expect(readPath(document, ['will', 'relations', UUID])).toBeUndefined();
    expect(readPath(document, ['will', 'constructor'])).toBeUndefined();
  });
  it('writes a copy, creating objects on the way and leaving the original alone', () => {
    const next = writePath(document, ['will', 'pets', UUID], { name: 'Rex', type: 'dog' });
    expect(next.will.pets).toEqual({ [UUID]: { name: 'Rex', type: 'dog' } });
    expect(document.will.pets).toBeUndefined();
    expect(next.will.children).toBe(document.will.children);
  });
  it('removes a key written as undefined', () => {
    const next = writePath(document, ['will', 'children', UUID], undefined);
    expect(next.will.children).toEqual({});
  });
  it('treats a numeric key of a list as an index: replace, append at the length, remove with undefined', () => {
    expect(writePath(document, ['will', 'assets', '0', 'value'], 'Legal & General').will.assets).toEqual([{ selector: 'pension', value: 'Legal & General' }]);
    expect(writePath(document, ['will', 'assets', '1'], { selector: 'other', value: 'Car' }).will.assets).toHaveLength(2);
    expect(writePath(document, ['will', 'assets', '0'], undefined).will.assets).toEqual([]);
    expect(Array.isArray(writePath(document, ['will', 'assets', '1'], { selector: 'other', value: 'Car' }).will.assets)).toBe(true);
  });
});
