/**
 * What the app knows of every step before any step file loads: its route, and how many onboarding steps are
 * questions. The glob keeps only the route of each file (the query gives these imports module ids of their own and
 * `lang.json` keeps them JSON, so the build keeps only the field named by `import`); the whole step file is loaded
 * with the step (./step-file-loader).
 */
const routeFiles = import.meta.glob<string>('../../schemas/steps/*.json', { eager: true, import: 'route', query: '?route&lang.json' });

/** A step's id is its file name. */
const idOf = (file: string) => file.replace(/^.*\/|\.json(\?.*)?$/g, '');

/** Every step's route (`/will/family/edit-person/{uuid}`), by step id. */
export const stepRoutes: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(routeFiles).map(([file, route]) => [idOf(file), route]));

/** The number of onboarding questions (steps with a question counter), for "{questionCount} simple questions": counted by `npm run generate`. */
export { questionCount } from './generated/question-count';

/** The route of a step; throws when there is no step file with this id (a content error caught by the content check). */
export function stepRoute(id: string): string {
  const route = stepRoutes[id];
  if (!route) throw new Error(`No step file "${id}" in schemas/steps`);
  return route;
}
