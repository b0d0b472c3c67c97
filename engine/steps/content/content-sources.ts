import willSchema from '../../../schemas/will.schema.json';
import assetTypes from '../../../schemas/catalogue/asset-types.json';
import executorCategories from '../../../schemas/catalogue/executor-categories.json';
import giftTypes from '../../../schemas/catalogue/gift-types.json';
import maritalStatuses from '../../../schemas/catalogue/marital-statuses.json';
import petTypes from '../../../schemas/catalogue/pet-types.json';
import products from '../../../schemas/catalogue/products.json';
import steps from '../../../schemas/catalogue/steps.json';
import substituteTypes from '../../../schemas/catalogue/substitute-types.json';
import titles from '../../../schemas/catalogue/titles.json';
import type { Catalogues } from './expand-catalogue';
import { resolveStepSchema, type StepSchemaSources } from './resolve-step-schema';

/**
 * Every list catalogue in schemas/catalogue, by file name without `.json`. Static imports, so the browser bundle and
 * the engine need no file system; tests/content checks this list against the folder, so a new catalogue file is
 * added here once.
 */
export const catalogues: Catalogues = {
  'asset-types': assetTypes,
  'executor-categories': executorCategories,
  'gift-types': giftTypes,
  'marital-statuses': maritalStatuses,
  'pet-types': petTypes,
  products,
  steps,
  'substitute-types': substituteTypes,
  titles,
};

/** The real schemas/will.schema.json and catalogues, for resolving step schemas in the web app and Storybook. */
export const contentSources: StepSchemaSources = { willSchema, catalogues };

/** A step file with its schema resolved against the real will schema and catalogues (resolveStepSchema); throws likewise. */
export function resolveStep<S extends { schema: unknown }>(step: S): S {
  return { ...step, schema: resolveStepSchema<S['schema']>(step.schema, contentSources) };
}
