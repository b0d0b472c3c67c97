import { hasForbiddenCharacter } from './text-characters';

/** The longest name we accept: it must fit a will's opening line and an email greeting. */
export const PERSON_NAME_MAX_LENGTH = 200;

export type PersonNameCheck = { ok: true; name: string } | { ok: false; problem: 'required' | 'tooLong' | 'characters' };

/**
 * The one rule for a person's name wherever it is typed (sign-up, account update, a partner invited by email):
 * trimmed, not blank, at most 200 characters, one line, and free of `<`, `>`, control and text-direction
 * characters, because the name is put into emails and the will document. Never throws.
 */
export function checkPersonName(input: string): PersonNameCheck {
  const name = input.trim();
  if (!name) return { ok: false, problem: 'required' };
  if (name.length > PERSON_NAME_MAX_LENGTH) return { ok: false, problem: 'tooLong' };
  if (/[<>]/.test(name) || hasForbiddenCharacter(name, false)) return { ok: false, problem: 'characters' };
  return { ok: true, name };
}
