import { VALIDATION_MESSAGES as M } from './field-errors';
import { hasForbiddenCharacter } from './text-characters';

/** The longest name we accept: it must fit a will's opening line and an email greeting. */
const PERSON_NAME_MAX_LENGTH = 200;

export type PersonNameCheck =
  | { ok: true; name: string }
  | { ok: false; problem: 'required' | 'tooLong' | 'characters' | 'script' | 'link'; message: string };

// Letters of the alphabets the document fonts draw (server/services/pdf/fonts), their accents, and the marks names
// use: digits, spaces, apostrophes, hyphens, full stops, commas.
const NAME_LETTERS = /^[0-9\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{M}\s'’.,\-‐]+$/u;
// Anything that reads as a link or an address: a scheme, www., an @, or a word.word domain ('evil.example').
const LINK_LIKE = /:\/\/|www\.|@|[\p{L}\p{N}-]{2,}\.[\p{L}]{2,}/iu;

/**
 * The one rule for a person's name wherever it is typed (sign-up, account update, a partner invited by email, the
 * people of the will): NFC-normalised and trimmed, not blank, at most 200 characters, one line, free of `<`, `>`,
 * control, invisible and text-direction characters; written in the Latin, Greek or Cyrillic alphabet (what the
 * will's fonts print, as on identity documents); and nothing that reads as a link or an address, because the name
 * is put into emails sent in our name. Never throws.
 */
export function checkPersonName(input: string): PersonNameCheck {
  const name = input.normalize('NFC').trim();
  if (!name) return { ok: false, problem: 'required', message: M.required };
  if (name.length > PERSON_NAME_MAX_LENGTH) return { ok: false, problem: 'tooLong', message: M.tooLong };
  if (/[<>]/.test(name) || hasForbiddenCharacter(name, false)) return { ok: false, problem: 'characters', message: M.nameCharacters };
  if (LINK_LIKE.test(name)) return { ok: false, problem: 'link', message: M.nameLink };
  if (!NAME_LETTERS.test(name)) return { ok: false, problem: 'script', message: M.nameScript };
  return { ok: true, name };
}
