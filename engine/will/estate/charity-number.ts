/**
 * A registered charity number as the regulators issue them: the Charity Commission's 6 or 7 digits, with an optional
 * `-N` subsidiary suffix (1089464-1); OSCR's `SC` and 6 digits (SC012345); the Charity Commission for Northern
 * Ireland's `NIC` and 5 or 6 digits (NIC100002). Letters in either case; surrounding spaces are ignored.
 */
const REGISTERED_NUMBER = /^(\d{6,7}(-\d{1,3})?|SC\d{6}|NIC\d{5,6})$/i;

/** True when `text` is blank (the number is optional) or a registered charity number of one of the UK registers. */
export function isCharityNumber(text: string | null | undefined): boolean {
  const trimmed = (text ?? '').trim();
  return trimmed === '' || REGISTERED_NUMBER.test(trimmed);
}
