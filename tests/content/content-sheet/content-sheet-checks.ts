/**
 * Run by tests/content/content-sheet.test.ts inside a copy of the repo whose texts were changed by
 * `npm run content:import` alone, by the copy's own Vite (tests/content/repo-copy.ts: copyModules), so every module
 * here and every module it imports is the copy's. Not a test file of its own (it would fail on the unchanged
 * content): each check answers what a person meets, and the test says what it must be. The drawn steps:
 * ../copy-checks/drawn-steps.ts.
 */
import { referPartnerEmail } from '../../../server/services/mail/emails';
import { pdfAt, withTestApp } from '../../server/delivery-helpers';
import { validPayload } from '../../server/will-test-data';

/** A will writer's complete will saved: its draft's PDF as pdftotext reads it, and the draft preview's text. */
export function draftedWill() {
  return withTestApp(async (t) => {
    const { cookie } = await t.signUp();
    const payload = validPayload(0);
    const saved = await t.request('/api/will', { method: 'POST', cookie, json: payload });
    const pdf = await pdfAt(t, '/api/will/draft.pdf', cookie);
    const draft = await t.request('/api/will/draft', { cookie });
    return {
      statuses: { saved: saved.status, pdf: pdf.status, draft: draft.status },
      savedBody: saved.status === 200 ? '' : await saved.text(),
      pdfText: pdf.text.replace(/\s+/g, ' '),
      // The signing guide goes with the draft (its own document or pages): the preview's structured text holds it.
      draftText: JSON.stringify(await draft.json()),
      fullName: payload.userInfo?.fullName ?? '',
    };
  });
}

/** The email a writer's invitation sends their partner. */
export function referPartnerMail() {
  return referPartnerEmail('partner@example.com', { partnerName: 'Sam', startUrl: 'http://localhost/will/start', discountPercentage: 25 });
}
