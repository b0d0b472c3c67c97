import type { FieldErrors } from '../http-errors';
import { validationError } from '../http-errors';
import reviewCopy from '../../schemas/copy/review.json';
import teamCopy from '../../schemas/copy/review-team.json';

const E = teamCopy.errors;
export const MAX_REASON = 500;
export const MAX_NOTE = 5000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function fail(fields: FieldErrors): never {
  throw validationError(reviewCopy.errors.checkInput, fields);
}

/** Text of 1 to `max` characters after trimming, without NUL; null otherwise. */
function text(value: unknown, max: number): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed.length > 0 && trimmed.length <= max && !trimmed.includes('\u0000') ? trimmed : null;
}

function versionOf(body: Record<string, unknown>, fields: FieldErrors): string {
  if (typeof body.version === 'string' && body.version.length > 0 && body.version.length <= 200) return body.version;
  fields.version = [reviewCopy.errors.badVersion];
  return '';
}

/** POST .../take-over: `{from, reason}`, the holder's email as shown and why (422 with fields). */
export function takeOverInput(body: unknown): { from: string; reason: string } {
  const b = isObject(body) ? body : {};
  const fields: FieldErrors = {};
  const from = text(b.from, 320);
  if (from === null) fields.from = [E.badFrom];
  const reason = text(b.reason, MAX_REASON);
  if (reason === null) fields.reason = [E.badReason];
  if (Object.keys(fields).length > 0) fail(fields);
  return { from: from!, reason: reason! };
}

/** POST .../notes: `{text, flag?}` (422 with fields); `flags` are the flags the submission shows. */
export function fileNoteInput(body: unknown, flags: readonly string[]): { text: string; flag: string | null } {
  const b = isObject(body) ? body : {};
  const fields: FieldErrors = {};
  const note = text(b.text, MAX_NOTE);
  if (note === null) fields.text = [E.badNote];
  const flag = b.flag === undefined || b.flag === null ? null : typeof b.flag === 'string' && flags.includes(b.flag) ? b.flag : undefined;
  if (flag === undefined) fields.flag = [E.badFlag];
  if (Object.keys(fields).length > 0) fail(fields);
  return { text: note!, flag: flag ?? null };
}

/** POST .../sign-off: `{version}`; POST .../sign-off/return: `{version, note}` (422 with fields). */
export function signOffInput(body: unknown, withNote: boolean): { version: string; note: string } {
  const b = isObject(body) ? body : {};
  const fields: FieldErrors = {};
  const version = versionOf(b, fields);
  const note = withNote ? text(b.note, MAX_NOTE) : '';
  if (note === null) fields.note = [E.badNote];
  if (Object.keys(fields).length > 0) fail(fields);
  return { version, note: note! };
}
