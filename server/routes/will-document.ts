import { Hono } from 'hono';
import type { AppDatabase } from '../db/database';
import type { UserEnv } from '../middleware/require-user';
import { loadWillDocument } from '../stores/will-document-store';
import { loadReviewNote } from '../stores/review-note-store';
import { stepById } from '../../engine/steps';
import apiErrors from '../../schemas/copy/api-errors.json';
import dashboardCopy from '../../schemas/copy/dashboard.json';

/**
 * The signed-in user's side of the legal team's review (issue 17), mounted under /api/will behind the session check:
 * GET /document.pdf, their own delivered will (404 before delivery), and GET /review-note, the legal team's request
 * for changes while it waits for them (`{note: {step, title, route, message}}`, or `{note: null}`).
 */
export function willDocumentRoutes(deps: { db: AppDatabase }) {
  return new Hono<UserEnv>()
    .get('/document.pdf', async (c) => {
      const pdf = await loadWillDocument(deps.db, c.var.user.id);
      if (!pdf) return c.json({ type: 'not_found', message: apiErrors.notFound }, 404);
      return c.body(pdf, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="will.pdf"',
        'Cache-Control': 'private, no-store',
      });
    })
    .get('/review-note', async (c) => {
      const note = await loadReviewNote(deps.db, c.var.user.id);
      if (!note) return c.json({ note: null });
      const route = (dashboardCopy.cards as Record<string, { route: string }>)[note.step]?.route ?? '/will/dashboard';
      return c.json({ note: { step: note.step, title: stepById(note.step).title, route, message: note.message } });
    });
}
