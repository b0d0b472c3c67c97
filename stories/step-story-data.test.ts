// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { StepFile } from '../engine/steps/step-file';
import { stepErrors } from '../web/wizard/step-errors';
import { stepValidator } from '../web/wizard/runtime-step-validator';
import { errorsFor, SAMPLE_DATE, sampleData, sampleValue } from './step-story-data';
import { storyContext } from './story-context';
import { stepFiles } from '../web/wizard/step-files';

// The step files as the app reads them ($refs and catalogues resolved); a collection has no form to sample.
const steps: StepFile[] = Object.values(stepFiles).filter((step) => step.schema);

const errorsOf = (step: StepFile, data: Record<string, unknown>) => stepErrors(step, stepValidator(step), data, storyContext.today);

describe('sampleData', () => {
  it.each(steps.map((step) => [step.id, step] as const))('%s: answers every field and passes the step\'s own checks', (_id, step) => {
    const data = sampleData(step);
    expect(Object.keys(data).sort()).toEqual(Object.keys(step.schema.properties).sort());
    expect(errorsOf(step, data)).toEqual({});
  });

  it('prefers examples, then const, enum and the first oneOf option', () => {
    expect(sampleValue('phone', { type: 'string', examples: ['+44 20 7946 0000'] })).toBe('+44 20 7946 0000');
    expect(sampleValue('x', { const: 'fixed' })).toBe('fixed');
    expect(sampleValue('x', { type: 'string', enum: ['b', 'a'] })).toBe('b');
    expect(sampleValue('x', { type: 'boolean', oneOf: [{ const: false, title: 'No' }, { const: true, title: 'Yes' }] })).toBe(false);
    expect(sampleValue('x', { type: 'boolean' })).toBe(true);
  });

  it('guesses strings from the field name or widget, and keeps to minLength and maxLength', () => {
    expect(sampleValue('partnerBirthday', { type: 'string' })).toBe(SAMPLE_DATE);
    expect(sampleValue('when', { type: 'string' }, { 'ui:widget': 'dateOfBirth' })).toBe(SAMPLE_DATE);
    expect(sampleValue('email', { type: 'string' })).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
    expect(sampleValue('homeAddress', { type: 'string' })).toContain('SW1A 2AA');
    expect(sampleValue('note', { type: 'string', minLength: 20 })).toHaveLength(20);
    expect(sampleValue('note', { type: 'string', maxLength: 3 })).toHaveLength(3);
  });

  it('fills numbers, arrays and nested objects', () => {
    expect(sampleValue('share', { type: 'integer', minimum: 5 })).toBe(5);
    expect(sampleValue('pets', { type: 'array', minItems: 2, items: { type: 'string', enum: ['dog'] } })).toEqual(['dog', 'dog']);
    expect(sampleValue('person', { type: 'object', properties: { fullName: { type: 'string' }, isAlive: { type: 'boolean' } } })).toEqual({
      fullName: 'Alex Morgan',
      isAlive: true,
    });
  });

  it('answers a money widget with an amount in whole pounds', () => {
    expect(sampleValue('itemDesc', { type: 'string', pattern: '^[0-9]{1,9}$' }, { 'ui:widget': 'money' })).toBe('500');
  });

  it("answers a field with a source with the source's first items, over the sample will by default", () => {
    const ui = { 'ui:widget': 'choice', 'ui:options': { source: 'people.someone' } };
    const sources = (name: string) => (name === 'people.someone' ? [{ uuid: 'first' }, { uuid: 'second' }] : []);
    expect(sampleValue('who', { type: 'array', items: { type: 'string' } }, ui, sources)).toEqual(['first']);
    expect(sampleValue('who', { type: 'array', minItems: 2, items: { type: 'string' } }, ui, sources)).toEqual(['first', 'second']);
    expect(sampleValue('who', { type: 'string' }, ui, sources)).toBe('first');
    expect(sampleValue('who', { type: 'string' }, ui, () => [])).toBe('Example answer');
    const guardians = storyContext.sourceItems('people.eligibleGuardians').map((item) => item.uuid);
    expect(guardians.length).toBeGreaterThan(0);
    expect(sampleValue('guardians', { type: 'array', items: { type: 'string' } }, { 'ui:options': { source: 'people.eligibleGuardians' } })).toEqual([guardians[0]]);
  });

  it('is refused by a step whose pattern defeats the guess: such a field needs `examples`', () => {
    const step = { ...steps[0]!, id: 'broken', rules: [], schema: { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern: '^[0-9]{4}$' } } }, uiSchema: {} } as StepFile;
    expect(errorsOf(step, sampleData(step))).toHaveProperty('code');
  });
});

describe('errorsFor', () => {
  it.each(steps.map((step) => [step.id, step] as const))('%s: says what the renderer says of each required field in an empty submission', (_id, step) => {
    // The renderer may say more (a `filled:` rule on a conditional field); of the required fields it says the same.
    expect(errorsOf(step, {})).toMatchObject(errorsFor(step));
  });

  it('uses required:<field>, then required, then the shared copy', () => {
    const step = { schema: { type: 'object', required: ['a', 'b'], properties: {} }, messages: { 'required:a': 'Say a', required: 'Say something' } } as unknown as StepFile;
    expect(errorsFor(step)).toEqual({ a: ['Say a'], b: ['Say something'] });
    expect(errorsFor({ ...step, messages: {} })).toEqual({ a: ['This field is required'], b: ['This field is required'] });
  });
});
