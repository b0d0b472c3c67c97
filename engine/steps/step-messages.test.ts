import { describe, expect, it } from 'vitest';
import { messageProblems } from './content/step-file-problems';
import { resolveMessage, stepMessage } from './step-messages';

describe('step-file messages', () => {
  it('reads `@key` from the catalogue and a message of its own as written', () => {
    expect(resolveMessage('@dateNotValid')).toBe('Date not valid');
    expect(resolveMessage('Enter your full name')).toBe('Enter your full name');
    expect(resolveMessage('@noSuchMessage')).toBeUndefined();
    expect(stepMessage({ messages: { 'validDate:birthday': '@dateNotValid' } }, 'validDate:birthday')).toBe('Date not valid');
    expect(stepMessage({ messages: {} }, 'validDate:birthday')).toBeUndefined();
  });

  it('refuses a step file that restates a catalogue message, or names one the catalogue lacks', () => {
    expect(messageProblems({ 'validDate:birthday': 'Date not valid', 'pattern:a/b': '@nope', ok: '@required', own: 'Say a' })).toEqual([
      { pointer: '/messages/validDate:birthday', message: 'restates the catalogue\'s message "dateNotValid": write "@dateNotValid"' },
      { pointer: '/messages/pattern:a~1b', message: 'names "@nope", which schemas/catalogue/validation-messages.json does not have' },
    ]);
  });
});
