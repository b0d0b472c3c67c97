import { Hono, type Context } from 'hono';
import type { AppDatabase } from '../db/database';
import { todayOf, type Clock } from '../clock';
import type { UserEnv } from '../middleware/require-user';
import { loadWill } from '../stores/will-store';
import { renderWillPdf } from '../services/pdf/render-will-pdf';
import { renderSigningGuidePdf } from '../services/pdf/render-signing-guide-pdf';
import { renderLetterOfWishesPdf } from '../services/pdf/render-letter-of-wishes-pdf';
import { renderInstructionsPdf } from '../services/pdf/render-instructions-pdf';
import { answersByStep } from '../../engine/review/answers-by-step';
import { draftWill } from '../../engine/drafting/draft-will';
import type { TrusteeService } from '../../engine/drafting/trustee-service';
import apiErrors from '../../schemas/copy/api-errors.json';

/** A PDF answer, shown in the browser, never cached. */
export function pdfAnswer(c: Context, pdf: Uint8Array, filename: string, disposition: 'inline' | 'attachment' = 'inline') {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `${disposition}; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
  });
}

/**
 * GET /draft (the structured draft as JSON), and the same draft marked DRAFT as three PDFs: /draft.pdf (the will),
 * /draft-signing-guide.pdf (how to sign it) and /draft-letter-of-wishes.pdf (404 when the will has nothing to put in
 * one), with /draft-instructions.pdf, the record of the answers the will is drafted from (today, at the current
 * revision), for the signed-in user's own will only. Mounted under /api/will, behind the session check.
 */
export function draftRoutes(deps: { db: AppDatabase; clock: Clock; config?: { trustee?: TrusteeService } }) {
  const trustee = deps.config?.trustee;
  const draftFor = async (userId: string) => draftWill((await loadWill(deps.db, userId)).will, todayOf(deps.clock), { trustee });
  return new Hono<UserEnv>()
    .get('/draft', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await draftFor(c.var.user.id));
    })
    .get('/draft.pdf', async (c) => pdfAnswer(c, await renderWillPdf(await draftFor(c.var.user.id)), 'draft-will.pdf'))
    .get('/draft-signing-guide.pdf', async (c) => pdfAnswer(c, await renderSigningGuidePdf(await draftFor(c.var.user.id)), 'draft-signing-guide.pdf'))
    .get('/draft-instructions.pdf', async (c) => {
      const { will, revision } = await loadWill(deps.db, c.var.user.id);
      const today = todayOf(deps.clock);
      const pdf = await renderInstructionsPdf(draftWill(will, today, { trustee }), answersByStep(will), { revision, date: today });
      return pdfAnswer(c, pdf, 'draft-record-of-instructions.pdf');
    })
    .get('/draft-letter-of-wishes.pdf', async (c) => {
      const pdf = await renderLetterOfWishesPdf(await draftFor(c.var.user.id));
      if (!pdf) return c.json({ type: 'not_found', message: apiErrors.notFound }, 404);
      return pdfAnswer(c, pdf, 'draft-letter-of-wishes.pdf');
    });
}
