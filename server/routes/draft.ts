import { Hono } from 'hono';
import type { AppDatabase } from '../db/database';
import { todayOf, type Clock } from '../clock';
import type { UserEnv } from '../middleware/require-user';
import { loadWill } from '../stores/will-store';
import { renderWillPdf } from '../services/pdf/render-will-pdf';
import { draftWill } from '../../engine/drafting/draft-will';
import type { TrusteeService } from '../../engine/drafting/trustee-service';

/**
 * GET /draft (the structured draft as JSON) and GET /draft.pdf (the same draft marked DRAFT, with its signing
 * instructions), for the signed-in user's own will only. Mounted under /api/will, behind the session check.
 */
export function draftRoutes(deps: { db: AppDatabase; clock: Clock; config?: { trustee?: TrusteeService } }) {
  const trustee = deps.config?.trustee;
  const draftFor = async (userId: string) => draftWill((await loadWill(deps.db, userId)).will, todayOf(deps.clock), { trustee });
  return new Hono<UserEnv>()
    .get('/draft', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await draftFor(c.var.user.id));
    })
    .get('/draft.pdf', async (c) => {
      const pdf = await renderWillPdf(await draftFor(c.var.user.id));
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'inline; filename="draft-will.pdf"',
        'Cache-Control': 'private, no-store',
      });
    });
}
