/**
 * What a step file may name of the web app's own besides widgets and effects: what it reads from the API before it
 * is drawn (`source`, ./api-sources.ts) and the parts of a page the app draws in place of a form (`instead[].panel`,
 * ./step-panels.ts). Plain data, no React, so the content checker can read it; each registry satisfies its list.
 */
export const apiSourceNames = ['mirror.invitations', 'calls.booking'] as const;
export const panelNames = ['mirror.invitations'] as const;

export type ApiSourceName = (typeof apiSourceNames)[number];
export type PanelName = (typeof panelNames)[number];
