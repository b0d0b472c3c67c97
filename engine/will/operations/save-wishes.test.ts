import { describe, expect, it } from 'vitest';
import funeralStep from '../../../schemas/steps/funeral-wishes.json';
import otherStep from '../../../schemas/steps/other-wishes.json';
import { TODAY, completeWill } from '../fixtures/will-fixtures';
import { runOperation } from '../../steps/step-operations';
import { WISH_PLACEHOLDERS } from '../wishes/wishes';
import type { Will } from '../will';

const input = { params: {}, today: TODAY };
const saved = (ref: string, will: Will) => {
  const result = runOperation(ref, will, input);
  if (!result.ok) throw new Error('refused');
  return result.will;
};

describe('wishes.saveFuneral (SPEC 5, step 7)', () => {
  it('stores the placeholder resting place as null, drops blank and empty wishes, and passes step 7', () => {
    const will = { ...completeWill(), funeralWishes: { funeralType: 'burial' as const, finalRestingPlace: WISH_PLACEHOLDERS.finalRestingPlace, additionalWishes: ['Roses', ' ', '', 'Hymns'] } };
    const after = saved('wishes.saveFuneral', will);
    expect(after.funeralWishes).toEqual({ funeralType: 'burial', funeralTypeOther: null, finalRestingPlace: null, additionalWishes: ['Roses', 'Hymns'] });
    expect(after.passedSteps).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('keeps what the user wrote, and the description only for another kind of funeral', () => {
    const will = { ...completeWill(), funeralWishes: { funeralType: 'other' as const, funeralTypeOther: 'At sea', finalRestingPlace: 'The Atlantic' } };
    expect(saved('wishes.saveFuneral', will).funeralWishes).toEqual({ funeralType: 'other', funeralTypeOther: 'At sea', finalRestingPlace: 'The Atlantic', additionalWishes: [] });
  });
  it('is refused before financial assets (step 4) is passed', () => {
    expect(runOperation('wishes.saveFuneral', { ...completeWill(), passedSteps: [1, 2] }, input).ok).toBe(false);
  });
});

describe('wishes.saveOther (SPEC 5, step 9)', () => {
  it('stores answers left blank or as their placeholders as null, and passes step 9', () => {
    const will = { ...completeWill(), otherWishes: { wish: WISH_PLACEHOLDERS.wish, disinherit: '  ' } };
    const after = saved('wishes.saveOther', will);
    expect(after.otherWishes).toEqual({ wish: null, disinherit: null });
    expect(after.passedSteps).toEqual([1, 2, 3, 4, 5, 6, 9]);
    expect(saved('wishes.saveOther', { ...completeWill(), otherWishes: { disinherit: 'My cousin Tom' } }).otherWishes).toEqual({ wish: null, disinherit: 'My cousin Tom' });
  });
});

describe('the wishes step files', () => {
  it('show the same placeholders the engine stores as null (schemas/catalogue/wish-placeholders.json)', () => {
    expect(funeralStep.uiSchema.finalRestingPlace['ui:placeholder']).toBe(WISH_PLACEHOLDERS.finalRestingPlace);
    expect(otherStep.uiSchema.wish['ui:placeholder']).toBe(WISH_PLACEHOLDERS.wish);
    expect(otherStep.uiSchema.disinherit['ui:placeholder']).toBe(WISH_PLACEHOLDERS.disinherit);
  });
});
