import { answerMirrorChild } from '../mirror/mirror-children';
import type { Will } from '../will';
import type { OperationResult } from './operation-types';
import { familySave } from './family-save';

/**
 * The mirror-children screen's save: each copied child's answer to "is this also your child?" (true
 * keeps them a child, false makes them a relation), then the family save the list was making, which now passes
 * step 2. A child with no answer keeps waiting, so step 2 stays unpassed.
 */
export function saveMirrorChildren(will: Will, answers: Readonly<Record<string, boolean>>, today: string): OperationResult {
  let next = will;
  for (const [uuid, alsoMine] of Object.entries(answers)) next = answerMirrorChild(next, uuid, alsoMine);
  return familySave(next, { params: {}, today });
}
