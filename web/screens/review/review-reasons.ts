import teamCopy from '../../../schemas/copy/review-team.json';

/** The words for why a delivery is held: a risk marker's, or the sample's. */
export function reasonWords(reasons: readonly string[]): string {
  const words = teamCopy.markers as Record<string, string>;
  return reasons.map((reason) => (reason === 'sample' ? teamCopy.signOff.sample : (words[reason] ?? reason))).join('; ');
}
