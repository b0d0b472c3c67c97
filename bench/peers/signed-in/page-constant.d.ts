// The page's data, inlined by Vite's `define` when bench/lighthouse.ts builds the page (../page-data.ts).
declare const __PAGE__: unknown;
