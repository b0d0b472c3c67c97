/**
 * A delivered will kept in step with the answers: every delivered version is kept and listed with its
 * date, downloadable by its owner only and in the data export; once an answer changes after delivery, GET
 * /api/will/deliveries names the sections that differ from the delivered will; resubmitting (free with the
 * purchase's update subscription) puts the will back in the queue as NEW, where the legal team sees what changed.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fixedClock } from './test-app';
import { detailOf, paidWriter, pdfText } from './review-helpers';
import { appForFile, deliverAtShownVersion, pdfAt, reviewerAndWriter, saveWill } from './delivery-helpers';

const app = appForFile();

type Deliveries = { deliveries: { number: number; revision: number; delivered_at: string; url: string }[]; changes: { step: string; title: string; route: string }[] | null };
const deliveriesOf = async (cookie: string) => {
  const response = await app.t.request('/api/will/deliveries', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as Deliveries;
};

const deliverNow = async (reviewer: string, id: string) => expect((await deliverAtShownVersion(app.t, reviewer, id)).status).toBe(200);
const saveWish = async (cookie: string, wish: string) => expect((await saveWill(app.t, cookie, (will) => ({ ...will, otherWishes: { wish } }))).status).toBe(200);

describe('delivered versions of a will', () => {
  it('says when the answers no longer match the delivered will, resubmits free, and keeps every delivered version', async () => {
    const { t } = app;
    const { reviewer, writer } = await reviewerAndWriter(t);
    expect(await deliveriesOf(writer.cookie)).toEqual({ deliveries: [], changes: null });
    await deliverNow(reviewer.cookie, writer.id);
    const at = fixedClock.now().toISOString();
    expect(await deliveriesOf(writer.cookie)).toEqual({ deliveries: [{ number: 1, revision: 1, delivered_at: at, url: '/api/will/documents/1.pdf', guide: true, letter: true, instructions: true }], changes: [] });

    // An answer changed after delivery: the delivered will no longer matches, in the Other wishes section.
    await saveWish(writer.cookie, 'Scatter my ashes at Malham Cove.');
    expect((await deliveriesOf(writer.cookie)).changes).toEqual([{ step: 'other_wishes', title: 'Other wishes', route: '/will/other/wishes' }]);
    // Changing it back matches again, whatever the revision.
    await saveWish(writer.cookie, '');
    expect((await deliveriesOf(writer.cookie)).changes).toEqual([]);
    await saveWish(writer.cookie, 'Scatter my ashes at Malham Cove.');

    // Resubmitting is free with the purchase's update subscription: back in the queue, with what changed.
    const resubmitted = await t.request('/api/will/resubmit', { method: 'POST', cookie: writer.cookie });
    expect(resubmitted.status).toBe(200);
    const detail = await detailOf(t, reviewer.cookie, writer.id);
    expect(detail.state).toBe('NEW');
    expect(detail.changes).toMatchObject({ since: { action: 'delivered', revision: 1 }, sections: [{ step: 'other_wishes' }] });

    await deliverNow(reviewer.cookie, writer.id);
    const after = await deliveriesOf(writer.cookie);
    expect(after.changes).toEqual([]);
    expect(after.deliveries.map((d) => [d.number, d.revision, d.url])).toEqual([
      [2, 4, '/api/will/documents/2.pdf'],
      [1, 1, '/api/will/documents/1.pdf'],
    ]);

    // Each version downloads as its own PDF, the first without the new wish; the latest is also document.pdf.
    const pdfOf = (path: string, cookie = writer.cookie) => pdfAt(t, path, cookie);
    expect((await pdfOf('/api/will/documents/1.pdf')).text).not.toContain('Malham Cove');
    expect((await pdfOf('/api/will/documents/2.pdf')).text).toContain('Malham Cove');
    expect((await pdfOf('/api/will/document.pdf')).text).toContain('Malham Cove');
    // Its owner's only; a version that does not exist is not found.
    const other = await paidWriter(t);
    expect((await pdfOf('/api/will/documents/1.pdf', other.cookie)).status).toBe(404);
    expect((await pdfOf('/api/will/documents/3.pdf')).status).toBe(404);
    expect((await pdfOf('/api/will/documents/0.pdf')).status).toBe(404);
    expect((await pdfOf('/api/will/documents/x.pdf')).status).toBe(404);
    expect((await t.request('/api/will/deliveries')).status).toBe(401);

    // The data export lists both versions with their dates, and holds both PDFs.
    const exported = await t.request('/api/account/export', { cookie: writer.cookie });
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    const day = at.slice(0, 10);
    expect(JSON.parse(strFromU8(files['submission.json']!)).deliveredVersions).toEqual([
      { version: 1, revision: 1, deliveredAt: at, file: `delivered/will-version-1-${day}.pdf` },
      { version: 2, revision: 4, deliveredAt: at, file: `delivered/will-version-2-${day}.pdf` },
    ]);
    expect(pdfText(files[`delivered/will-version-1-${day}.pdf`]!)).not.toContain('Malham Cove');
    expect(pdfText(files[`delivered/will-version-2-${day}.pdf`]!)).toContain('Malham Cove');
  }, 90_000);
});
