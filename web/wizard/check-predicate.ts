import { evaluatePredicate, type PredicateContext } from '../../engine/step-predicates';

/** A step file's predicate reference: an engine predicate's name, or `!name` for its negation. */
export function checkPredicate(reference: string | undefined, context: PredicateContext): boolean {
  if (!reference) return true;
  const negated = reference.startsWith('!');
  const holds = evaluatePredicate(negated ? reference.slice(1) : reference, context);
  return negated ? !holds : holds;
}
