// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The contract's promise, shown on the real code: the browser's API module and a screen reading it compile against
 * the server's route, and stop compiling when the route's answer changes shape (one compilation of the app's types,
 * about a minute).
 */
const ROOT = resolve(import.meta.dirname, '../..');
const ROUTE = resolve(ROOT, 'server/routes/will-document.ts');
const CONSUMER = resolve(ROOT, 'tests/types/drift-consumer.ts');

function errorsWith(routeText: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(resolve(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  const options = { ...parsed!.options, noEmit: true };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (file) => (resolve(file) === ROUTE ? routeText : read(file));
  const program = ts.createProgram([CONSUMER], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && /\/(web|tests\/types)\//.test(d.file.fileName))
    .map((d) => `${d.file!.fileName.slice(ROOT.length + 1)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe('the typed HTTP contract', () => {
  it('breaks the browser’s compilation when the server changes an answer’s shape', () => {
    const route = readFileSync(ROUTE, 'utf8');
    const answer = 'return c.json({ note: { step: note.step, title: stepById(note.step).title, route, message: note.message } });';
    expect(route).toContain(answer);
    // As it is, the two compile together: `npm run typecheck` compiles drift-consumer.ts with the rest.
    const renamed = route.replace(answer, answer.replace('message: note.message', 'text: note.message'));
    expect(errorsWith(renamed).join('\n')).toMatch(/tests\/types\/drift-consumer\.ts: Property 'message' does not exist/);
  }, 300_000);
});
