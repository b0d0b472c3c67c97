/**
 * UK postcodes: the outward code (area, district, optional sub-district letter) then a space and the inward code
 * (sector digit, two unit letters). Letter restrictions follow the Royal Mail / BS 7666 rules, so strings that look
 * like postcodes but can never be issued (for example a 'C' or 'V' in the inward code) are refused.
 */
const OUTWARD =
  '(?:[A-PR-UWYZ][0-9]{1,2}|[A-PR-UWYZ][A-HK-Y][0-9]{1,2}|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY])';
const INWARD = '[0-9][ABD-HJLNP-UW-Z]{2}';
const POSTCODE = new RegExp(`^(?:${OUTWARD} ${INWARD}|GIR 0AA)$`);

/** Longest raw input worth examining; anything longer cannot be a postcode however it is spaced. */
const MAX_INPUT_LENGTH = 32;

/**
 * Normalises a UK postcode to upper case with one space before the inward code ('sw1a2aa' -> 'SW1A 2AA').
 * Returns null when the input is missing, blank or not a plausible UK postcode; never throws.
 */
export function normalisePostcode(input: string | null | undefined): string | null {
  if (typeof input !== 'string' || input.length > MAX_INPUT_LENGTH) return null;
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 5 || compact.length > 7) return null;
  const spaced = `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  return POSTCODE.test(spaced) ? spaced : null;
}
