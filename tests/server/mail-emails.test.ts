import { describe, expect, it } from 'vitest';
import copy from '../../schemas/copy/emails.json';
import { referPartnerEmail, textToHtml } from '../../server/services/mail/emails';

const values = { partnerName: 'Sam Smith', startUrl: 'https://willwriter.example/will/start', discountPercentage: 25 };

describe('referPartnerEmail', () => {
  it('fills every placeholder of schemas/copy/emails.json', () => {
    const mail = referPartnerEmail('sam@example.com', values);
    expect(mail.to).toBe('sam@example.com');
    expect(mail.subject).toBe('You have been invited to write your will');
    expect(mail.text).toContain('Dear Sam Smith,');
    expect(mail.text).toContain('25% off');
    expect(mail.text).toContain('https://willwriter.example/will/start');
    for (const part of [mail.subject, mail.text, mail.html ?? '']) expect(part).not.toMatch(/\{\w+\}/);
  });

  it('uses only placeholders it knows, and none in the subject', () => {
    const known = new Set(['partnerName', 'startUrl', 'discountPercentage']);
    const used = [...copy.referPartner.text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    expect(used.filter((name) => !known.has(name!))).toEqual([]);
    expect(copy.referPartner.subject).not.toMatch(/\{\w+\}/);
  });

  it("carries the sender's text only as the greeting's name: the subject and the rest of the body are ours", () => {
    const mail = referPartnerEmail('sam@example.com', { ...values, partnerName: 'Cheap pills at pills dot example' });
    expect(mail.subject).toBe(copy.referPartner.subject);
    expect(mail.text.split('Cheap pills at pills dot example')).toHaveLength(2);
    expect(mail.text).toContain('Dear Cheap pills at pills dot example,');
  });

  it.each([['a line break', 'Sam\r\nBcc: x@example.com'], ['markup', '<script>alert(1)</script>'], ['a bidi override', 'Sam \u202emoc.live'], ['a blank name', ' ']])(
    'refuses to write an email whose name has %s',
    (_label, partnerName) => {
      expect(() => referPartnerEmail('sam@example.com', { ...values, partnerName })).toThrow(/person-name rule/);
    },
  );

  it('escapes names in the HTML part and links only the start URL', () => {
    // A link-like name is refused (above), so escaping is shown with an apostrophe.
    const mail = referPartnerEmail('sam@example.com', { ...values, partnerName: "Siân O'Brien" });
    expect(mail.html).toContain('Siân O&#39;Brien');
    expect(mail.html?.match(/href=/g)).toHaveLength(1);
    expect(mail.html).toContain('<a href="https://willwriter.example/will/start">https://willwriter.example/will/start</a>');
  });
});

describe('textToHtml', () => {
  it('makes paragraphs and line breaks', () => {
    expect(textToHtml('a\nb\n\nc & d')).toBe('<!doctype html>\n<html lang="en"><body>\n<p>a<br>\nb</p>\n<p>c &amp; d</p>\n</body></html>\n');
  });
});
