import { engineNames } from '../../engine/steps/content/engine-step-names';
import type { KnownNames } from '../../engine/steps/content/step-name-problems';
import { stepOperations } from '../../engine/steps/step-operations';
import { flowEventNames } from '../../flows/flow-runner';
import { effectNames } from './effect-names';
import { fieldNames, widgetNames } from './widget-names';
import { apiSourceNames, panelNames } from './page-part-names';

/**
 * All the names a step file may use: the engine's sources, predicates, figures and operations, the web app's
 * widgets, fields, effects, API sources and panels, and the flows' events. `npm run check:content` and Storybook's step-file
 * control check with these; the server checks only the engine's (it imports no web/).
 */
export function knownStepNames(): KnownNames {
  return {
    ...engineNames(),
    operations: [...Object.keys(stepOperations), ...effectNames],
    widgets: widgetNames,
    fields: fieldNames,
    events: flowEventNames,
    apiSources: apiSourceNames,
    panels: panelNames,
  };
}
