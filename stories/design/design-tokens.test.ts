import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chartPalette, groupTokens, readTokens } from './design-tokens';

/**
 * The design tokens are structural: every stylesheet of the app draws from web/styles/tokens.css, so the next screen
 * cannot drift to its own colours and sizes; the chart palette has enough colours told apart by people with the
 * common colour-vision deficiencies; every radio and checkbox takes its size from the one control token.
 */
const root = join(import.meta.dirname, '../..');
const tokensFile = join(root, 'web/styles/tokens.css');
const tokens = readTokens(readFileSync(tokensFile, 'utf8'));
const defined = new Set(tokens.map((t) => t.name));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
  );
}
const sheets = [...cssFiles(join(root, 'web')), ...cssFiles(join(root, 'stories/design'))].filter((f) => f !== tokensFile);
/** A sheet without its comments, and without its @media conditions (custom properties cannot be used there). */
const body = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/@media[^{]*\{/g, '@media {');

describe('design tokens', () => {
  it('are read from tokens.css and grouped for the Storybook page', () => {
    const titles = groupTokens(tokens).map((g) => g.title);
    expect(titles).toEqual(expect.arrayContaining(['Colours', 'Spacing', 'Type scale', 'Control sizes', 'Chart palette']));
    expect(defined).toContain('--focus-ring');
  });

  it.each(sheets.map((f) => [relative(root, f), f]))('%s uses the tokens: no literal colour or pixel length', (_name, file) => {
    const text = body(file);
    expect(text.match(/#[0-9a-fA-F]{3,8}\b|\b(rgba?|hsla?)\(|(?<![\w-])(white|black)(?![\w-])/g) ?? [], 'literal colours').toEqual([]);
    expect(text.match(/(?<![\w-])\d*\.?\d+px\b/g) ?? [], 'literal px lengths').toEqual([]);
  });

  it.each(sheets.map((f) => [relative(root, f), f]))('%s names only tokens that exist', (_name, file) => {
    const used = [...body(file).matchAll(/var\((--[a-z0-9-]+)/g)].map((m) => m[1]!);
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
  });

  it('gives every radio and checkbox one size, the control token, in a row at least a touch target tall', () => {
    const widgets = body(join(root, 'web/widgets/widgets.css'));
    const sized = /([^{}]+)\{[^}]*\bwidth: var\(--control-size\);[^}]*\bheight: var\(--control-size\);/.exec(widgets);
    const selectors = sized?.[1]?.split(',').map((s) => s.trim());
    expect(selectors).toEqual(['.ww-radios__input', '.ww-check__input', '.ww-checkbox__input', '.ww-choice__input']);
    // No other rule sizes these inputs (the old 28px choice and 'small' address radios).
    const all = sheets.map(body).join('\n');
    const resized = [...all.matchAll(/([^{}]+)\{([^}]*)\}/g)].filter(
      ([, sel, decl]) => /ww-(radios|check|checkbox|choice)__input|ww-radios--small/.test(sel!) && !sel!.includes('::before') && /(^|[\s;])(width|height):/.test(decl!),
    );
    expect(resized.map(([, sel]) => sel!.trim())).toEqual([selectors!.join(',\n')]);
    const px = (name: string) => Number(/^(\d+)px$/.exec(tokens.find((t) => t.name === name)!.value)![1]);
    expect(px('--control-size')).toBeLessThanOrEqual(px('--touch-target'));
    expect(px('--touch-target')).toBeGreaterThanOrEqual(44);
  });
});

/** sRGB hex to CIELAB, after a colour-vision-deficiency simulation (Machado, Oliveira and Fernandes 2009, severity 1). */
const SIMULATIONS: Record<string, number[][]> = {
  'normal vision': [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
};
function lab(hex: string, matrix: number[][]): number[] {
  const linear = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [r, g, b] = matrix.map((row) => Math.min(1, Math.max(0, row[0]! * linear[0]! + row[1]! * linear[1]! + row[2]! * linear[2]!))) as [number, number, number];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}
const deltaE = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

describe('the estate split chart palette', () => {
  const palette = chartPalette(tokens);

  it('has at least ten different colours, in a fixed order starting with Okabe-Ito blue', () => {
    expect(palette.length).toBeGreaterThanOrEqual(10);
    expect(new Set(palette).size).toBe(palette.length);
    expect(palette.slice(0, 4)).toEqual(['#0072b2', '#999933', '#44aa99', '#000000']);
  });

  it.each(Object.keys(SIMULATIONS))('keeps neighbouring colours clearly apart with %s (ΔE of at least 25)', (name) => {
    const colours = palette.map((hex) => lab(hex, SIMULATIONS[name]!));
    const gaps = colours.map((c, i) => deltaE(c, colours[(i + 1) % colours.length]!));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(25);
  });
});
