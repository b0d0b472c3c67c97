import { assetFromForm, assetToForm } from '../../will/assets/assets';
import { stepViews } from '../step-views';
import { documentPath, readPath, writePath, type StepDocument } from './step-document';

/**
 * What a step binds: its slice pointer, any fields stored elsewhere (`bindFields`), fields read through engine views
 * (`views`), and the shape of its answers when they are not the slice's (`shape`).
 */
export type StepBinding = { bind?: string; bindFields?: Record<string, string>; views?: Record<string, string>; shape?: string };

function viewOf(name: string) {
  const view = stepViews[name];
  if (!view) throw new Error(`Unknown view ${name}`);
  return view;
}

type Data = Record<string, unknown>;

/**
 * The one shape a step file may name (`"shape": "asset.form"`, the meta-schema's only value): an asset's answers,
 * whose value is text, or an object for a property (engine/will/assets/assets.ts). `toForm` turns the stored slice
 * into the form's answers, `fromForm` the answers back; unlike `views` (one field, the whole will) a shape maps the
 * whole bound slice.
 */
function shapeOf(name: string): { toForm: (slice: Data) => Data; fromForm: (form: Data) => Data } {
  if (name !== 'asset.form') throw new Error(`Unknown shape ${name}`);
  return { toForm: assetToForm, fromForm: assetFromForm };
}

function isObject(value: unknown): value is Data {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The form data of a step: the bound slice (an object) plus each of its `bindFields`. */
export function readSlice(binding: StepBinding, document: StepDocument, params: Readonly<Record<string, string>>): Data {
  const slice = binding.bind ? readPath(document, documentPath(binding.bind, params)) : undefined;
  // A `shape` turns the stored slice into the form's answers.
  const data: Data = isObject(slice) ? (binding.shape ? shapeOf(binding.shape).toForm(slice) : { ...slice }) : {};
  for (const [field, pointer] of Object.entries(binding.bindFields ?? {})) {
    const value = readPath(document, documentPath(pointer, params));
    if (value !== undefined) data[field] = value;
  }
  for (const [field, name] of Object.entries(binding.views ?? {})) {
    const value = viewOf(name).read(document.will);
    if (value !== undefined) data[field] = value;
  }
  return data;
}

/**
 * The document with a step's form data written back through its binding. The slice keeps keys the form does not
 * show (a marital status's comc when only its id is asked); a field set to undefined (a hidden question) is
 * removed. Fields in `bindFields` go to their own pointers, not into the slice; fields in `views` through their
 * engine view (one left out, a hidden question, changes nothing). A `shape` turns the rest back into the slice's
 * stored shape before it is merged.
 */
export function writeSlice(binding: StepBinding, document: StepDocument, params: Readonly<Record<string, string>>, data: Data): StepDocument {
  let next = document;
  const own: Data = {};
  for (const [field, value] of Object.entries(data)) {
    const pointer = binding.bindFields?.[field];
    const view = binding.views?.[field];
    if (pointer) next = writePath(next, documentPath(pointer, params), value);
    else if (view) next = value === undefined ? next : { ...next, will: viewOf(view).write(next.will, value) };
    else own[field] = value;
  }
  if (!binding.bind) return next;
  const path = documentPath(binding.bind, params);
  const existing = readPath(next, path);
  const merged: Data = { ...(isObject(existing) ? existing : {}), ...(binding.shape ? shapeOf(binding.shape).fromForm(own) : own) };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  return writePath(next, path, merged);
}
