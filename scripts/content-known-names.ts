import type { KnownNames } from '../engine/content/step-name-problems';
import { stepOperations } from '../engine/step-operations';
import { flowEventNames } from '../flows/flow-runner';
import { engineNames } from '../server/content/engine-names';
import { effectNames } from '../web/wizard/effect-names';
import { fieldNames, widgetNames } from '../web/wizard/widget-names';

/**
 * All the names a step file may use: the engine's sources, predicates, param sources and operations, the web app's
 * widgets, fields and effects, and the flows' events. The server checks only the engine's (it imports no web/).
 */
export function allKnownNames(): KnownNames {
  return {
    ...engineNames(),
    operations: [...Object.keys(stepOperations), ...effectNames],
    widgets: widgetNames,
    fields: fieldNames,
    events: flowEventNames,
  };
}
