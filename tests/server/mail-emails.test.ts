import { describe, expect, it } from 'vitest';
import copy from '../../schemas/copy/emails.json';
import { referPartnerEmail, textToHtml } from '../../server/services/mail/emails';

const values = { referrerName: 'Jo Bloggs', partnerName: 'Sam Smith', startUrl: 'https://willwriter.example/will/start', discountPercentage: 25 };

describe('referPartnerEmail', () => {
  it('fills every placeholder of schemas/copy/emails.json', () => {
    const mail = referPartnerEmail('sam@example.com', values);
    expect(mail.to).toBe('sam@example.com');
    expect(mail.subject).toBe('Jo Bloggs has invited you to write your will');
    expect(mail.text).toContain('Dear Sam Smith,');
    expect(mail.text).toContain('25% off');
    expect(mail.text).toContain('https://willwriter.example/will/start');
    for (const part of [mail.subject, mail.text, mail.html ?? '']) expect(part).not.toMatch(/\{\w+\}/);
  });

  it('uses only placeholders it knows', () => {
    const known = new Set(['referrerName', 'partnerName', 'startUrl', 'discountPercentage']);
    const used = [...`${copy.referPartner.subject} ${copy.referPartner.text}`.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    expect(used.filter((name) => !known.has(name!))).toEqual([]);
  });

  it('keeps names on one line and falls back when the referrer has no name', () => {
    const mail = referPartnerEmail('sam@example.com', { ...values, referrerName: '  \r\n ', partnerName: 'Sam\r\nBcc: x@example.com' });
    expect(mail.subject).toBe(`${copy.referPartner.referrerFallbackName} has invited you to write your will`);
    expect(mail.text).toContain('Dear Sam Bcc: x@example.com,');
  });

  it('escapes names in the HTML part and links only the start URL', () => {
    const mail = referPartnerEmail('sam@example.com', { ...values, partnerName: '<script>alert(1)</script> http://evil.example' });
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; http://evil.example');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('href="http://evil.example');
    expect(mail.html).toContain('<a href="https://willwriter.example/will/start">https://willwriter.example/will/start</a>');
  });
});

describe('textToHtml', () => {
  it('makes paragraphs and line breaks', () => {
    expect(textToHtml('a\nb\n\nc & d')).toBe('<!doctype html>\n<html><body>\n<p>a<br>\nb</p>\n<p>c &amp; d</p>\n</body></html>\n');
  });
});
