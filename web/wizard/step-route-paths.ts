import type { Destination } from '../../flows/flow-runner';
import { stepRoute } from './step-index';

/** The URL of a step with its route parameters filled in; throws when one is missing. */
export function stepUrl(stepId: string, params: Readonly<Record<string, string>> = {}): string {
  return stepRoute(stepId).replace(/\/\{([a-z]+)(\??)\}/g, (_whole, name: string, optional: string) => {
    const value = params[name];
    if (value) return `/${encodeURIComponent(value)}`;
    if (optional) return '';
    throw new Error(`Step ${stepId}: no value for {${name}}`);
  });
}

/** The URL a flow destination names: a step's route, or a route outside the steps (`/will/dashboard#guardians`). */
export function destinationUrl(to: Destination): string {
  return 'route' in to ? to.route : stepUrl(to.stepId, to.params);
}
