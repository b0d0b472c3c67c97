import type { FieldErrors } from '../http-errors';
import { validationError } from '../http-errors';
import { STEPS, type StepId } from '../../engine/steps/steps';
import type { SubmissionState } from '../../engine/dashboard/dashboard-state';
import { SUBMISSION_STATES, type QueueQuery } from '../stores/review-queue';
import reviewCopy from '../../schemas/copy/review.json';
import teamCopy from '../../schemas/copy/review-team.json';

const E = reviewCopy.errors;
export const MAX_MESSAGE = 2000;
const MAX_QUERY = 200;
const DEFAULT_PER_PAGE = 20;

function fail(fields: FieldErrors): never {
  throw validationError(E.checkInput, fields);
}

const positiveInt = (text: string | undefined, max: number) => (text !== undefined && /^\d{1,6}$/.test(text) && Number(text) >= 1 && Number(text) <= max ? Number(text) : null);

/** The queue's query string as the console sends it; every parameter may be left out. */
export type QueueParams = { state?: string; urgency?: string; q?: string; assigned?: string; due?: string; page?: string; per_page?: string };

/** The queue's query string, checked: 422 with a field per bad parameter. */
export function queueQueryOf(params: QueueParams): QueueQuery {
  const fields: FieldErrors = {};
  const { state, urgency, q, page, per_page: perPage, assigned, due } = params;
  if (assigned !== undefined && assigned !== '' && assigned !== 'mine' && assigned !== 'unassigned') fields.assigned = [teamCopy.errors.badAssigned];
  if (due !== undefined && due !== '' && due !== 'today' && due !== 'overdue') fields.due = [teamCopy.errors.badDue];
  if (state !== undefined && state !== '' && !SUBMISSION_STATES.includes(state as SubmissionState)) fields.state = [E.badState];
  if (urgency !== undefined && urgency !== '' && urgency !== 'urgent' && urgency !== 'standard') fields.urgency = [E.badUrgency];
  if (q !== undefined && q.length > MAX_QUERY) fields.q = [E.badQuery];
  const pageNumber = page === undefined ? 1 : positiveInt(page, 100_000);
  if (pageNumber === null) fields.page = [E.badPage];
  const size = perPage === undefined ? DEFAULT_PER_PAGE : positiveInt(perPage, 100);
  if (size === null) fields.per_page = [E.badPerPage];
  if (Object.keys(fields).length > 0) fail(fields);
  return {
    state: state ? (state as SubmissionState) : undefined,
    urgency: urgency ? (urgency as 'urgent' | 'standard') : undefined,
    q: q?.trim() || undefined,
    assigned: assigned ? (assigned as 'mine' | 'unassigned') : undefined,
    due: due ? (due as 'today' | 'overdue') : undefined,
    page: pageNumber!,
    perPage: size!,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function versionOf(body: Record<string, unknown>, fields: FieldErrors): string {
  if (typeof body.version === 'string' && body.version.length > 0 && body.version.length <= 200) return body.version;
  fields.version = [E.badVersion];
  return '';
}

/** The body of POST .../needs-attention: `{step, message, version}`, checked (422 with fields). */
export function needsAttentionInput(body: unknown): { step: StepId; message: string; version: string } {
  const fields: FieldErrors = {};
  const b = isObject(body) ? body : {};
  const step = STEPS.find((s) => s.id === b.step)?.id;
  if (!step) fields.step = [E.badStep];
  const message = typeof b.message === 'string' ? b.message.trim() : '';
  if (message.length === 0 || message.length > MAX_MESSAGE || message.includes('\u0000')) fields.message = [E.badMessage];
  const version = versionOf(b, fields);
  if (Object.keys(fields).length > 0) fail(fields);
  return { step: step!, message, version };
}

/** The body of POST .../deliver: `{version}`, checked (422 with fields). */
export function deliverInput(body: unknown): { version: string } {
  const fields: FieldErrors = {};
  const version = versionOf(isObject(body) ? body : {}, fields);
  if (Object.keys(fields).length > 0) fail(fields);
  return { version };
}
