import { describe, expect, it } from 'vitest';
import { fingerprint, isCurrent, layerFileOf } from './translation-layer';

describe('translation layers', () => {
  it('keeps the Welsh beside the English, under schemas/cy/', () => {
    expect(layerFileOf('schemas/steps/about-you.json', 'cy')).toBe('schemas/cy/steps/about-you.json');
    expect(layerFileOf('schemas/will.schema.json', 'cy')).toBe('schemas/cy/will.schema.json');
  });

  it('fingerprints a text stably, the same for its composed and decomposed forms, and differently for a changed text', () => {
    expect(fingerprint('About You')).toMatch(/^[0-9a-f]{14}$/);
    expect(fingerprint('About You')).toBe(fingerprint('About You'));
    expect(fingerprint('Caf\u00e9')).toBe(fingerprint('Cafe\u0301'));
    expect(fingerprint('About You')).not.toBe(fingerprint('About you'));
  });

  it('marks a translation out of date once its English changes', () => {
    const entry = { text: 'Amdanoch chi', source: fingerprint('About You') };
    expect(isCurrent(entry, 'About You')).toBe(true);
    expect(isCurrent(entry, 'About you')).toBe(false);
  });
});
