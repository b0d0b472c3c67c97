import { stepFigures } from '../../engine/step-figures';
import { stepParamSources } from '../../engine/step-params';
import { stepPredicates } from '../../engine/step-predicates';
import { stepSources } from '../../engine/step-sources';
import type { KnownNames } from '../../engine/content/step-name-problems';

/**
 * The names the engine defines that step files may use. Operations are left out: a `commit` may also name a web
 * effect (web/wizard/effect-names.ts), which the server cannot import; scripts/check-content.ts checks them all.
 */
export function engineNames(): KnownNames {
  return {
    sources: Object.keys(stepSources),
    predicates: Object.keys(stepPredicates),
    paramSources: Object.keys(stepParamSources),
    figures: Object.keys(stepFigures),
  };
}
