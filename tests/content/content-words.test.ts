import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planContentEdits, writeContentEdits } from '../../scripts/content/apply-content-rows';
import { classifiedLeaves, contentFiles, contentStrings, NOT_CONTENT_FILES } from '../../scripts/content/content-strings';
import { classify, NOT_TEXT } from '../../scripts/content/text-rules';

/**
 * Every word in the sheet: each string of each content file is either exported as text or falls under a named
 * not-text rule (scripts/content/text-rules.ts); a string that is neither fails here until a rule says which it is.
 */
const repo = resolve('.');

function jsonUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'cy' ? [] : jsonUnder(path);
    return entry.name.endsWith('.json') ? [relative(repo, path)] : [];
  });
}

describe('every word in the content sheet', () => {
  it('classifies every string of every content file as text or under a named not-text rule', () => {
    const leaves = classifiedLeaves(repo);
    expect(leaves.length).toBeGreaterThan(4000);
    expect(leaves.filter((leaf) => leaf.is === undefined).map((leaf) => `${leaf.key} ${JSON.stringify(leaf.text)}`)).toEqual([]);
    const rules = new Set(Object.values(NOT_TEXT));
    for (const leaf of leaves) expect(leaf.is === 'text' || rules.has(leaf.is!), leaf.key).toBe(true);
    // The sheet is exactly the strings classified as text.
    expect(contentStrings(repo).map((row) => row.key)).toEqual(leaves.filter((leaf) => leaf.is === 'text').map((leaf) => leaf.key));
  });

  it('reads every JSON file of schemas/ but those named as holding no text', () => {
    const files = new Set(contentFiles(repo));
    const all = jsonUnder(join(repo, 'schemas'));
    expect(all.filter((file) => !files.has(file) && !(file in NOT_CONTENT_FILES))).toEqual([]);
    for (const file of Object.keys(NOT_CONTENT_FILES)) expect(all).toContain(file);
  });

  it('leaves a string under a key no rule knows unclassified, so the test above fails for it', () => {
    expect(classify({ file: 'schemas/steps/x.json', path: ['subtitle'], text: 'A new kind of text', parent: {} })).toBeUndefined();
    expect(classify({ file: 'schemas/catalogue/x.json', path: [0, 'blurb'], text: 'Words', parent: {} })).toBeUndefined();
  });

  it('holds the words the drafting, Storybook maps and formats use, and none of the names beside them', () => {
    const keys = new Set(contentStrings(repo).map((row) => row.key));
    for (const key of [
      'schemas/copy/drafting.json#/people/petTypes/dog',
      'schemas/copy/drafting.json#/clauses/definitions/stepchildrenWord',
      'schemas/copy/flow-map.json#/words/otherwise',
      'schemas/copy/review.json#/submission/changesSinceDelivery',
      'schemas/copy/wizard.json#/list/item',
      'schemas/copy/dashboard.json#/summaryLine/started',
      'schemas/steps/guardians.json#/counter',
      // Options the will stores as English values, labelled in words of their own.
      'schemas/steps/financial-add-asset.json#/uiSchema/mortgage/ui:options/enumNames/Yes',
      'schemas/steps/financial-edit-asset.json#/uiSchema/owner/ui:options/enumNames/I am the only owner',
      'schemas/catalogue/marital-statuses.json#/2/label',
    ]) expect(keys, key).toContain(key);
    for (const key of [
      'schemas/steps/estate-messages.json#/views/messages',
      'schemas/steps/estate-messages.json#/uiSchema/messages/ui:field',
      'schemas/steps/estate-messages.json#/schema/properties/messages/examples/0/0a0a0a0a-0000-4000-8000-000000000001',
      'schemas/copy/emails.json#/willDelivered/guideFilename',
      'schemas/copy/gifts.json#/moneyDescription',
      'schemas/will.schema.json#/definitions/child/title',
      'schemas/catalogue/marital-statuses.json#/0/description',
    ]) expect(keys, key).not.toContain(key);
  });

  it("an import of an edited dashboard summary line (its 'how long it takes' text) changes the file", () => {
    const root = mkdtempSync(join(tmpdir(), 'content-words-'));
    try {
      cpSync(join(repo, 'schemas'), join(root, 'schemas'), { recursive: true });
      const key = 'schemas/copy/dashboard.json#/summaryLine/started';
      const { edits, problems } = planContentEdits(root, [{ key, english: 'It takes about 15 minutes to write your will.', line: 2 }]);
      expect(problems).toEqual([]);
      expect(edits).toHaveLength(1);
      writeContentEdits(root, edits);
      const dashboard = JSON.parse(readFileSync(join(root, 'schemas/copy/dashboard.json'), 'utf8'));
      expect(dashboard.summaryLine.started).toBe('It takes about 15 minutes to write your will.');
      expect(dashboard.summaryLine.in_progress).toBe('It can take as little as 15 mins to create your will.');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
