/**
 * The design tokens read from web/styles/tokens.css (its custom properties, in file order), grouped for the
 * Storybook page that shows them and for the tests that check them. Pure: the caller passes the file's text.
 */
export type Token = { name: string; value: string };

export type TokenGroup = { title: string; kind: 'colour' | 'space' | 'type' | 'size' | 'other'; tokens: Token[] };

export function readTokens(css: string): Token[] {
  const root = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...root.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g)].map((m) => ({ name: m[1]!, value: m[2]!.trim() }));
}

const GROUPS: { title: string; kind: TokenGroup['kind']; test: (name: string) => boolean }[] = [
  { title: 'Chart palette', kind: 'colour', test: (n) => n.startsWith('--colour-chart-') },
  { title: 'Colours', kind: 'colour', test: (n) => n.startsWith('--colour-') },
  { title: 'Spacing', kind: 'space', test: (n) => n.startsWith('--space-') },
  { title: 'Type scale', kind: 'type', test: (n) => n.startsWith('--font-') || n === '--line-height' },
  { title: 'Control sizes', kind: 'size', test: (n) => ['--touch-target', '--control-size', '--control-dot', '--mark-size', '--icon-size', '--progress-height'].includes(n) },
  { title: 'Borders, corners and focus ring', kind: 'other', test: (n) => /^--(border|radius|focus|shadow|control-border)/.test(n) },
  { title: 'Widths', kind: 'other', test: () => true },
];

/** The tokens in the page's groups, each token in the first group whose test it passes. */
export function groupTokens(tokens: Token[]): TokenGroup[] {
  const groups = GROUPS.map((g) => ({ title: g.title, kind: g.kind, tokens: [] as Token[] }));
  for (const token of tokens) {
    const at = GROUPS.findIndex((g) => g.test(token.name));
    groups[at]!.tokens.push(token);
  }
  return groups.filter((g) => g.tokens.length > 0);
}

/** The chart palette's colours, in their fixed order (--colour-chart-1, -2, …). */
export function chartPalette(tokens: Token[]): string[] {
  return tokens
    .filter((t) => /^--colour-chart-\d+$/.test(t.name))
    .sort((a, b) => Number(a.name.split('-').pop()) - Number(b.name.split('-').pop()))
    .map((t) => t.value.toLowerCase());
}
