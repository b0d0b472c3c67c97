/**
 * A will in Welsh: the user's choice of language saved with the will and read back; the draft in Welsh while its
 * wording awaits the legal team's approval; Deliver refusing it with the clauses awaiting approval and changing
 * nothing; and delivering it once every Welsh text it uses is approved (here in a fixture layer: the Welsh drafting
 * layer with every entry approved). Runs on SQLite, and on PostgreSQL through scripts/with-postgres.sh.
 */
import { describe, expect, it, vi } from 'vitest';
import { deliver, detailOf, paidWriter } from './review-helpers';
import { appForFile, pdfAt, reviewerAndWriter, saveWill } from './delivery-helpers';

const approval = vi.hoisted(() => ({ approved: false }));

// The fixture layer: the Welsh drafting layer as shipped, each entry approved or not as the test says.
vi.mock('../../schemas/cy/copy/drafting.json', async (importOriginal) => {
  const layer = ((await importOriginal()) as { default: Record<string, unknown> }).default;
  const entries = Object.entries(layer).map(([pointer, entry]) =>
    typeof entry === 'object' ? [pointer, { ...(entry as object), get approved() { return approval.approved; } }] : [pointer, entry]);
  return { default: Object.fromEntries(entries) };
});

const app = appForFile();
const chooseLanguage = (cookie: string, willLanguage: unknown) => saveWill(app.t, cookie, (will) => ({ ...will, willLanguage }));

describe('a will in Welsh', () => {
  it('saves the choice of language with the will and reads it back; a language it does not offer is refused', async () => {
    const { t } = app;
    const writer = await paidWriter(t);
    expect((await chooseLanguage(writer.cookie, 'bilingual')).status).toBe(200);
    expect((await (await t.request('/api/will', { cookie: writer.cookie })).json()).will.willLanguage).toBe('bilingual');
    const refused = await chooseLanguage(writer.cookie, 'fr');
    expect(refused.status).toBe(422);
    expect((await (await t.request('/api/will', { cookie: writer.cookie })).json()).will.willLanguage).toBe('bilingual');
    const draft = await (await t.request('/api/will/draft', { cookie: writer.cookie })).json();
    expect(draft.language).toBe('bilingual');
    expect(draft.clauses[0].heading).toBe('Datganiad / Declaration');
  });

  it('refuses Deliver while the Welsh wording awaits approval, naming the clauses, and delivers once it is approved', async () => {
    const { t } = app;
    const { reviewer, writer } = await reviewerAndWriter(t);
    expect((await chooseLanguage(writer.cookie, 'cy')).status).toBe(200);

    const preview = await (await t.request('/api/will/draft', { cookie: writer.cookie })).json();
    expect(preview.language).toBe('cy');
    expect(preview.pendingWelsh.length).toBeGreaterThan(0);
    expect((await pdfAt(t, '/api/will/draft.pdf', writer.cookie)).text).toContain('Mae\'r ewyllys hon yn defnyddio geiriad Cymraeg');

    approval.approved = false;
    const before = await detailOf(t, reviewer.cookie, writer.id);
    expect(before.blocking_checks).toEqual([]);
    expect((before.draft as { language: string }).language).toBe('cy');
    expect((before.draft_english as { clauses: { heading: string }[] }).clauses[0]!.heading).toBe('Declaration');

    const refused = await deliver(t, reviewer.cookie, writer.id, { version: before.version });
    expect(refused.status).toBe(409);
    const answer = await refused.json();
    expect(answer.message).toMatch(/^This will is drafted in Welsh, and the legal team has not yet approved the Welsh wording it uses/);
    expect(answer.message).toContain('Signatures (clauses.attestation.heading, clauses.attestation.testatorFields.0');
    expect(answer.message).toContain('Executors and trustees (');
    expect(answer.pending_welsh).toContainEqual({ key: 'clauses.attestation.text', heading: 'Signatures', reason: 'unapproved' });
    expect(await t.db.selectFrom('will_document').selectAll().where('user_id', '=', writer.userId).execute()).toEqual([]);
    expect((await detailOf(t, reviewer.cookie, writer.id)).state).toBe('NEW');

    approval.approved = true;
    const approved = await detailOf(t, reviewer.cookie, writer.id);
    expect((approved.draft as { pendingWelsh: unknown[] }).pendingWelsh).toEqual([]);
    const delivered = await deliver(t, reviewer.cookie, writer.id, { version: approved.version });
    expect(delivered.status).toBe(200);
    const will = await pdfAt(t, '/api/will/document.pdf', writer.cookie);
    expect(will.status).toBe(200);
    const text = will.text.replace(/\s+/g, ' ');
    expect(text).toContain('yr ewyllys hon yn ein presenoldeb ni, a\'r ddau ohonom yn bresennol ar yr un pryd');
    expect(text).toContain('Ewyllys Olaf');
    expect(text).not.toContain("Drafft i'w wirio yw hwn");
    expect(text).not.toContain('geiriad Cymraeg nad yw ein tîm cyfreithiol');
    approval.approved = false;
  });
});
