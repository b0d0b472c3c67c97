import { normalisePostcode } from './postcode';

/** The five parts of a manually entered address (SPEC 3.2). County and country are optional. */
export type ManualAddressParts = {
  firstLine: string;
  postcode: string;
  town: string;
  county?: string;
  country?: string;
};

const SEPARATOR = ', ';

/** The postcode as Royal Mail writes it when it is plausible ("sw1a2aa" -> "SW1A 2AA"), otherwise as typed, trimmed. */
function tidyPostcode(postcode: string): string {
  return normalisePostcode(postcode) ?? postcode.trim();
}

/**
 * Joins manual address parts into the single stored string (SPEC 3.2): firstLine, town, county (if present),
 * postcode, country (if present), separated by ', '. Parts are trimmed; blank optional parts are left out. Never throws.
 */
export function joinAddress(parts: ManualAddressParts): string {
  return [
    parts.firstLine.trim(),
    parts.town.trim(),
    parts.county?.trim(),
    tidyPostcode(parts.postcode),
    parts.country?.trim(),
  ]
    .filter((part): part is string => Boolean(part))
    .join(SEPARATOR);
}

/** The label of a postcode-lookup result (SPEC 3.2): the summary line followed by ', UK'. */
export function lookupResultLabel(summaryline: string): string {
  return `${summaryline.trim()}${SEPARATOR}UK`;
}

/**
 * Best-effort inverse of `joinAddress`, used to prefill manual entry from a stored address. The last part that is a
 * UK postcode splits the string: the parts after it are the country, the part just before it the town, and everything
 * earlier the first line (county stays empty, as it cannot be told from a second address line). Joining the result
 * gives back the same string when its postcode is already normalised and no other part looks like a postcode.
 * Returns null when no part after the second is a postcode.
 */
export function splitJoinedAddress(address: string): ManualAddressParts | null {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  let index = -1;
  // A first line and a town must come before the postcode, so it is at index 2 or later.
  for (let i = parts.length - 1; i >= 2; i -= 1) {
    if (normalisePostcode(parts[i]) !== null) {
      index = i;
      break;
    }
  }
  if (index === -1) return null;
  return {
    firstLine: parts.slice(0, index - 1).join(SEPARATOR),
    town: parts[index - 1] ?? '',
    county: '',
    postcode: parts[index] ?? '',
    country: parts.slice(index + 1).join(SEPARATOR),
  };
}
