import { describe, expect, it } from 'vitest';
import { stepFiles } from '../../web/wizard/step-files';

type Node = { type?: unknown; oneOf?: { const?: unknown; title?: unknown }[]; properties?: Record<string, Node>; items?: Node };
type Ui = Record<string, unknown>;

/** Boolean fields drawn as a choice of radios without their own option texts: RJSF would draw a shared "Yes"/"No". */
function sharedYesNo(schema: Node | undefined, ui: Ui | undefined, path: string, found: string[]) {
  if (!schema) return;
  if (schema.type === 'boolean' && ui?.['ui:widget'] === 'radio') {
    const titled = (schema.oneOf ?? []).filter((option) => typeof option.title === 'string' && option.title.trim() !== '');
    if (titled.length < 2) found.push(path);
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) sharedYesNo(property, ui?.[name] as Ui | undefined, `${path}/${name}`, found);
  if (schema.items) sharedYesNo(schema.items, ui?.items as Ui | undefined, `${path}/items`, found);
}

describe('Yes and No', () => {
  it('are each question’s own texts (its oneOf titles), so a translation gives each the verb form its question asks', () => {
    const found: string[] = [];
    for (const step of Object.values(stepFiles)) sharedYesNo(step.schema as Node | undefined, step.uiSchema as Ui | undefined, step.id, found);
    expect(found).toEqual([]);
    // The check sees a radio boolean without option texts.
    const probe: string[] = [];
    sharedYesNo({ properties: { x: { type: 'boolean' } } }, { x: { 'ui:widget': 'radio' } }, 'probe', probe);
    expect(probe).toEqual(['probe/x']);
  });
});
