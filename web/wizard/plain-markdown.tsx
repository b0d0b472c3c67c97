import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx's `Markdown` (vite.config.ts aliases `markdown-to-jsx/react` here: 84 KB of
 * minified code off every form step). RJSF v6 imports it for `enableMarkdownInDescription`/`enableMarkdownInHelp` (drawn by
 * its description and help templates, which web/wizard/registry.ts replaces with ours), its unsupported-field and
 * schema-error messages and its file widget (no step has one). Our texts are plain, so this draws them as text.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
