/**
 * Run by tests/content/welsh-round-trip.test.ts inside a copy of the repo whose Welsh was changed through the content
 * sheet alone, by the copy's own Vite (tests/content/repo-copy.ts: copyModules), so every module here and every module
 * it imports is the copy's, its content read in Welsh from the copy's layers. Not a test file of its own (it would
 * fail on the unchanged content): each check answers what a person meets, and the test says what it must be. The
 * step drawn in Welsh: ../copy-checks/drawn-steps.ts.
 */
import { deliverAtShownVersion, pdfAt, reviewerAndWriter, saveWill, withTestApp } from '../../server/delivery-helpers';

/**
 * A will writer who reads the service in Welsh and asked for a Welsh will, delivered by the legal team: the delivery
 * email as the outbox holds it, and the delivered will's PDF as pdftotext reads it.
 */
export function deliveredWelshWill() {
  return withTestApp(async (t) => {
    const { reviewer, writer } = await reviewerAndWriter(t);
    const language = await t.request('/api/language', { method: 'PUT', cookie: writer.cookie, json: { language: 'cy' } });
    const saved = await saveWill(t, writer.cookie, (will) => ({ ...will, willLanguage: 'cy' }));
    const delivered = await deliverAtShownVersion(t, reviewer.cookie, writer.id);
    const outbox = await t.db.selectFrom('mail_outbox').select(['subject', 'body_text', 'body_html', 'topic']).where('to_address', '=', writer.email).orderBy('id').execute();
    const will = await pdfAt(t, '/api/will/document.pdf', writer.cookie);
    const { will: stored } = await (await t.request('/api/will', { cookie: writer.cookie })).json();
    return {
      statuses: { language: language.status, saved: saved.status, delivered: delivered.status, will: will.status },
      deliveryEmail: outbox.find((mail) => mail.topic?.startsWith('delivery:')),
      willText: will.text.replace(/\s+/g, ' '),
      fullName: stored.userInfo.fullName as string,
    };
  });
}
