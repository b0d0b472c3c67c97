import { Hono, type Context } from 'hono';
import type { AppDatabase } from '../db/database';
import type { UserEnv } from '../middleware/require-user';
import { deliveryPath, listDeliveries, loadWillDocument, willAtRevision, type DeliveredKind } from '../stores/will-document-store';
import { loadWill } from '../stores/will-store';
import { deliveredChanges } from '../../engine/will/delivered-changes';
import { pdfAnswer } from './draft';
import { loadReviewNote } from '../stores/review-note-store';
import { loadTracker } from '../stores/review-tracker-store';
import { stepById } from '../../engine/steps/steps';
import apiErrors from '../../schemas/copy/api-errors.json';
import dashboardCopy from '../../schemas/copy/dashboard.json';

const cards = dashboardCopy.cards as Record<string, { route: string }>;

/** The delivered documents by their path under /api/will, with the file name each downloads as. */
const DELIVERED = {
  'document.pdf': { kind: 'will', filename: 'will.pdf' },
  'document-signing-guide.pdf': { kind: 'guide', filename: 'signing-guide.pdf' },
  'document-letter-of-wishes.pdf': { kind: 'letter', filename: 'letter-of-wishes.pdf' },
  'document-instructions.pdf': { kind: 'instructions', filename: 'record-of-instructions.pdf' },
} as const satisfies Record<string, { kind: DeliveredKind; filename: string }>;
const VERSION_FILE = /^([1-9][0-9]{0,5})\.pdf$/;

/**
 * The signed-in user's side of the legal team's review (issues 17, 24, 25), mounted under /api/will behind the session
 * check: GET /document.pdf, their latest delivered will (404 before delivery), with /document-signing-guide.pdf and
 * /document-letter-of-wishes.pdf and /document-instructions.pdf (the record of instructions), the documents delivered
 * with it (404 when there is none); GET
 * /documents/:number.pdf, delivered version `number` of the will (their own only: 404 otherwise); GET /deliveries,
 * every delivered version newest first with the sections in which the will now differs from the latest (`changes`,
 * null before the first delivery; see engine/will/delivered-changes.ts); and GET /review-note, the legal team's request
 * for changes while it waits for them (`{note: {step, title, route, message}}`, or `{note: null}`); GET /tracker, the
 * will's way through the review (`{state, due_date, entries}`, engine/review/review-tracker.ts; a request for changes with its
 * step's `title` and `route`).
 */
export function willDocumentRoutes(deps: { db: AppDatabase }) {
  const answer = (c: Context<UserEnv>, pdf: Uint8Array | null, filename: string) =>
    pdf ? pdfAnswer(c, pdf, filename, 'attachment') : c.json({ type: 'not_found', message: apiErrors.notFound }, 404);
  const delivered = async (c: Context<UserEnv>, path: keyof typeof DELIVERED) => {
    const { kind, filename } = DELIVERED[path];
    return answer(c, await loadWillDocument(deps.db, c.var.user.id, kind), filename);
  };
  return new Hono<UserEnv>()
    .get('/document.pdf', (c) => delivered(c, 'document.pdf'))
    .get('/document-signing-guide.pdf', (c) => delivered(c, 'document-signing-guide.pdf'))
    .get('/document-letter-of-wishes.pdf', (c) => delivered(c, 'document-letter-of-wishes.pdf'))
    .get('/document-instructions.pdf', (c) => delivered(c, 'document-instructions.pdf'))
    .get('/documents/:file', async (c) => {
      const number = VERSION_FILE.exec(c.req.param('file'))?.[1];
      const pdf = number ? await loadWillDocument(deps.db, c.var.user.id, 'will', Number(number)) : null;
      return answer(c, pdf, `will-version-${number}.pdf`);
    })
    .get('/deliveries', async (c) => {
      const userId = c.var.user.id;
      const deliveries = await listDeliveries(deps.db, userId);
      const latest = deliveries[0];
      const [delivered, { will }] = await Promise.all([latest ? willAtRevision(deps.db, userId, latest.revision) : null, loadWill(deps.db, userId)]);
      const changes = delivered ? deliveredChanges(delivered, will).map((section) => ({ ...section, route: cards[section.step]?.route ?? '/will/dashboard' })) : null;
      return c.json({ deliveries: deliveries.map((d) => ({ ...d, url: deliveryPath(d.number) })), changes });
    })
    .get('/tracker', async (c) => {
      const tracker = await loadTracker(deps.db, c.var.user.id);
      const entries = tracker.entries.map((entry) =>
        entry.kind === 'changes_requested' && entry.step ? { ...entry, title: stepById(entry.step).title, route: cards[entry.step]?.route ?? '/will/dashboard' } : entry,
      );
      return c.json({ ...tracker, entries });
    })
    .get('/review-note', async (c) => {
      const note = await loadReviewNote(deps.db, c.var.user.id);
      if (!note) return c.json({ note: null });
      const route = cards[note.step]?.route ?? '/will/dashboard';
      return c.json({ note: { step: note.step, title: stepById(note.step).title, route, message: note.message } });
    });
}
