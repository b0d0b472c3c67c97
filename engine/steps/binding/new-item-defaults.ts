import type { StepFile } from '../step-file';
import { documentPath, readPath, type StepDocument } from './step-document';

type Data = Record<string, unknown>;

/**
 * A step's form data with its schema's top-level `default`s filled in when the bound slice does not exist yet
 * (an add screen: a new gift's description starts 'My '); an existing slice is shown exactly as stored.
 */
export function withNewItemDefaults(step: Pick<StepFile, 'bind' | 'schema'>, document: StepDocument, params: Readonly<Record<string, string>>, data: Data): Data {
  if (!step.bind || readPath(document, documentPath(step.bind, params)) !== undefined) return data;
  const defaults = Object.entries(step.schema?.properties ?? {}).flatMap(([field, property]) =>
    property.default !== undefined && data[field] === undefined ? [[field, property.default] as const] : [],
  );
  return defaults.length ? { ...data, ...Object.fromEntries(defaults) } : data;
}
