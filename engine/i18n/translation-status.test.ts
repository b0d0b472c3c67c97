import { describe, expect, it } from 'vitest';
import { fingerprint } from './translation-layer';
import { layerStatuses, needsApproval, needsWelsh, translationStatus } from './translation-status';

describe('translation status', () => {
  const english = new Map([
    ['/title', 'About You'],
    ['/intro', 'Hello {name}'],
    ['/hint', 'A hint'],
  ]);

  it('is current for a text made from this English, needs review once the English changed, missing without one', () => {
    expect(translationStatus('About You', { text: 'Amdanoch chi', source: fingerprint('About You') })).toBe('current');
    expect(translationStatus('About you', { text: 'Amdanoch chi', source: fingerprint('About You') })).toBe('needs-review');
    expect(translationStatus('About You', undefined)).toBe('missing');
    expect(translationStatus('About You', { text: '  ', source: fingerprint('About You') })).toBe('missing');
  });

  it('gives every text of a file its status in document order, then the entries that name no text', () => {
    const statuses = layerStatuses(english, {
      $comment: 'a note',
      '/gone': { text: 'Wedi mynd', source: fingerprint('Gone') },
      '/intro': { text: 'Helo', source: fingerprint('Hello {name}') },
      '/title': { text: 'Amdanoch chi', source: fingerprint('About you') },
    });
    expect(statuses.map(({ pointer, status }) => [pointer, status])).toEqual([
      ['/title', 'needs-review'],
      ['/intro', 'current'],
      ['/hint', 'missing'],
      ['/gone', 'orphan'],
    ]);
    expect(statuses[1]).toMatchObject({ dropped: ['name'], invented: [] });
  });

  it('reads a placeholder the Welsh invents', () => {
    const [status] = layerStatuses(new Map([['/a', 'Sent to {name}']]), { '/a': { text: 'Anfonwyd at {enw}', source: fingerprint('Sent to {name}') } });
    expect(status).toMatchObject({ status: 'current', dropped: ['name'], invented: ['enw'] });
  });

  it("needs Welsh for every content file but the legal team's console, and approval for the drafting copy only", () => {
    expect(needsWelsh('schemas/steps/about-you.json')).toBe(true);
    expect(needsWelsh('schemas/copy/drafting.json')).toBe(true);
    expect(needsWelsh('schemas/copy/review.json')).toBe(false);
    expect(needsWelsh('schemas/copy/review-team.json')).toBe(false);
    expect(needsApproval('schemas/copy/drafting.json')).toBe(true);
    expect(needsApproval('schemas/copy/emails.json')).toBe(false);
  });
});
