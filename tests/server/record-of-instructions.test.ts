/**
 * The record of the customer's instructions (STEP Code): every answer the will is drafted from, step by step
 * in the user's words with the date and the will revision, offered as a draft beside the preview and delivered with
 * the will (stored per delivered version, emailed with a line saying what it is), read back with pdftotext.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { deliver, detailOf, paidWriter, type Detail, pdfText, signedInReviewer } from './review-helpers';
import { userWithWill } from './will-test-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const pdfOf = async (path: string, cookie: string) => {
  const response = await t.request(path, { cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return pdfText(new Uint8Array(await response.arrayBuffer()));
};
/** pdftotext breaks lines where the page does: compare words, not line ends. */
const words = (text: string) => text.replace(/\s+/g, ' ');

describe('the record of instructions', () => {
  it('is offered as a draft: every step with the answers as the user gave them, the revision and the date', async () => {
    const user = await userWithWill(t);
    const text = words(await pdfOf('/api/will/draft-instructions.pdf', user.cookie));
    expect(text).toContain('The record of your instructions');
    expect(text).toContain('Will revision 1, as your answers stood on 22 November 2026.');
    for (const title of ['About You', 'Family', 'Guardians', 'Financial', 'Estate', 'Executors', 'Funeral wishes', 'Gifts', 'Other wishes']) expect(text).toContain(title);
    expect(text).toContain('Jane Smith');
    expect(text).toContain('For a holiday');
    expect(text).toContain('All of my books');
    expect(text).toMatch(/Record of instructions, page 1 of \d/);
    expect((await t.request('/api/will/draft-instructions.pdf')).status).toBe(401);
  });

  it('is delivered with the will: stored with the delivered version, the owner’s only, and the email says what each attachment is', async () => {
    const reviewer = await signedInReviewer(t);
    const writer = await paidWriter(t);
    expect((await t.request('/api/will/document-instructions.pdf', { cookie: writer.cookie })).status).toBe(404);
    const { version } = await detailOf(t, reviewer.cookie, writer.id);
    expect((await deliver(t, reviewer.cookie, writer.id, { version })).status).toBe(200);

    const text = words(await pdfOf('/api/will/document-instructions.pdf', writer.cookie));
    expect(text).toContain('Will revision 1, as your answers stood on 22 November 2026.');
    expect(text).toContain('Jane Smith');
    const deliveries = (await (await t.request('/api/will/deliveries', { cookie: writer.cookie })).json()).deliveries;
    expect(deliveries[0]).toMatchObject({ number: 1, instructions: true });

    const other = await userWithWill(t);
    expect((await t.request('/api/will/document-instructions.pdf', { cookie: other.cookie })).status).toBe(404);

    const mail = await t.db.selectFrom('mail_outbox').select(['id', 'body_text']).where('topic', '=', `delivery:${writer.userId}`).executeTakeFirstOrThrow();
    expect(mail.body_text).toContain('- will.pdf: your will, to print and sign.');
    expect(mail.body_text).toContain('- signing-guide.pdf: how to sign your will');
    expect(mail.body_text).toContain('- record-of-instructions.pdf: the record of your instructions, every answer you gave us');
    const files = await t.db.selectFrom('mail_attachment').select('filename').where('outbox_id', '=', mail.id).orderBy('id').execute();
    expect(files.map((f) => f.filename)).toEqual(['will.pdf', 'signing-guide.pdf', 'letter-of-wishes.pdf', 'record-of-instructions.pdf']);
  });

  describe('in Welsh', () => {
    /** The labels and words of the English record, none of which a Welsh record may keep. */
    const ENGLISH = ['The record of your instructions', 'Marital status', 'Date of birth', 'Phone number', 'Other person', 'Guardians of', 'mortgage:', 'ownership:', 'Estate split', 'if they die first', 'Kind of executors', ' to Sam Jones', 'note:', 'November', 'Yes'];
    const speaksWelsh = (t: TestApp, cookie: string) => t.request('/api/language', { method: 'PUT', cookie, json: { language: 'cy' } });

    it('is worded in Welsh for a Welsh reader: its copy, every label and value, and its date', async () => {
      const user = await userWithWill(t);
      const text = words(await pdfOf('/api/will/draft-instructions.pdf?lang=cy', user.cookie));
      expect(text).toContain('Cofnod eich cyfarwyddiadau');
      expect(text).toContain("Fersiwn 1 o'r ewyllys, fel yr oedd eich atebion ar 22 Tachwedd 2026.");
      for (const row of ['Statws priodasol: Priod', 'Dyddiad geni: 1 Ionawr 1980', 'Anifail anwes: Rex (Ci)', "Rhannu'r ystad: Canrannau a ddewiswyd", 'morgais: Oes', "os byddan nhw'n marw o'ch blaen: Eu plant", '£500 i Sam Jones; nodyn: For a holiday', 'Math o ysgutorion: Ffrindiau a theulu']) {
        expect(text).toContain(row);
      }
      for (const english of ENGLISH) expect(text).not.toContain(english);
    });

    it('is delivered in the writer’s language, while the legal team’s console reads the answers in English', async () => {
      const reviewer = await signedInReviewer(t);
      const writer = await paidWriter(t);
      expect((await speaksWelsh(t, writer.cookie)).status).toBe(200);
      // A reviewer who reads the service in Welsh: the console stays English.
      const asked = await t.request(`/api/review/submissions/${writer.id}?lang=cy`, { cookie: reviewer.cookie });
      expect(asked.headers.get('content-language')).toBe('cy');
      const detail = (await asked.json()) as Detail;
      const answers = detail.answers as { title: string; rows: { label: string; value: string }[] }[];
      expect(answers[0]!.title).toBe('About You');
      expect(answers[0]!.rows).toContainEqual(expect.objectContaining({ label: 'Marital status', value: 'Married' }));
      expect((await deliver(t, reviewer.cookie, writer.id, { version: detail.version })).status).toBe(200);

      const text = words(await pdfOf('/api/will/document-instructions.pdf', writer.cookie));
      expect(text).toContain('Cofnod eich cyfarwyddiadau');
      expect(text).toContain('Statws priodasol: Priod');
      for (const english of ENGLISH) expect(text).not.toContain(english);
    });
  });
});
