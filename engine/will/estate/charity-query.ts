/** SPEC 5 and 9: a charity search runs only for a non-blank query of 3 to 50 characters. */
const CHARITY_QUERY_MIN = 3;
const CHARITY_QUERY_MAX = 50;

/** The query trimmed, or null when it is blank or outside 3 to 50 characters (the search does not run). */
export function charityQuery(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const query = raw.trim();
  return query.length >= CHARITY_QUERY_MIN && query.length <= CHARITY_QUERY_MAX ? query : null;
}
