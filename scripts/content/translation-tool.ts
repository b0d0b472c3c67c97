/**
 * A translator's helper for the layers under `schemas/cy/` (see engine/i18n/translation-layer.ts):
 *   npx tsx scripts/content/translation-tool.ts todo schemas/steps/about-you.json   the texts still to translate, as
 *       a layer skeleton ({ pointer: { text: English, source: "" } }) to fill in
 *   npx tsx scripts/content/translation-tool.ts stamp [file…]   records the English fingerprint of every entry that has
 *       none yet, and lists entries whose pointer no longer holds a text
 *   npx tsx scripts/content/translation-tool.ts prune [file…]   removes (and lists) the entries whose pointer no longer
 *       holds a text, after the English was removed or the rules of what counts as text changed
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { contentStrings } from './content-strings';
import { fingerprint, layerFileOf, type TranslationLayer } from '../../engine/i18n/translation-layer';
import { needsWelsh } from '../../engine/i18n/translation-status';

const root = process.cwd();
const [command, ...files] = process.argv.slice(2);
const english = new Map(contentStrings(root).map((entry) => [entry.key, entry.text]));

function readLayer(file: string): TranslationLayer {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

function layerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? layerFiles(join(dir, entry.name)) : entry.name.endsWith('.json') ? [join(dir, entry.name)] : []);
}

if (command === 'todo') {
  for (const file of files) {
    if (!needsWelsh(file)) {
      console.error(`${file} is shown in English only: it has no Welsh layer`);
      continue;
    }
    const layer = readLayer(layerFileOf(file, 'cy'));
    const todo: Record<string, { text: string; source: string }> = {};
    for (const [key, text] of english) {
      const [keyFile, pointer] = key.split('#') as [string, string];
      if (keyFile === file && !layer[pointer]) todo[pointer] = { text, source: '' };
    }
    console.log(JSON.stringify(todo, null, 2));
  }
} else if (command === 'stamp' || command === 'prune') {
  const targets = files.length ? files.map((file) => (file.startsWith('schemas/cy/') ? file : layerFileOf(file, 'cy'))) : layerFiles(join(root, 'schemas/cy')).map((file) => relative(root, file));
  for (const file of targets) {
    const layer = readLayer(file);
    const contentFile = file.replace(/^schemas\/cy\//, 'schemas/');
    for (const [pointer, entry] of Object.entries(layer)) {
      if (pointer === '$comment' || typeof entry !== 'object') continue;
      const source = english.get(`${contentFile}#${pointer}`);
      if (source === undefined) {
        console.error(`${file}: ${pointer} is no longer a text of ${contentFile}${command === 'prune' ? ': removed' : ''}`);
        if (command === 'prune') delete layer[pointer];
      } else if (command === 'stamp' && !entry.source) entry.source = fingerprint(source);
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(layer, null, 2)}\n`);
  }
} else {
  console.error('usage: translation-tool.ts todo <content file…> | stamp [layer or content file…] | prune [layer or content file…]');
  process.exit(2);
}
