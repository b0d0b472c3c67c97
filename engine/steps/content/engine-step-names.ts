import { stepFigures } from '../step-figures';
import { stepPredicates } from '../step-predicates';
import { stepSources } from '../step-sources';
import type { KnownNames } from './step-name-problems';

/**
 * The names the engine defines that step files may use. Operations are left out: a `commit` may also name a web
 * effect (web/wizard/effect-names.ts), which the server cannot import; web/wizard/known-step-names.ts adds them.
 */
export function engineNames(): KnownNames {
  return {
    sources: Object.keys(stepSources),
    predicates: Object.keys(stepPredicates),
    figures: Object.keys(stepFigures),
  };
}
