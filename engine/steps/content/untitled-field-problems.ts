import type { StepFileProblem } from './step-file-problems';

type Node = { type?: unknown; title?: unknown; properties?: Record<string, Node>; items?: Node };
type Ui = Record<string, unknown>;

/** Whether the field's uiSchema hides it or lets a custom field or the step's own template draw its words. */
function drawnWithoutLabel(ui: Ui): boolean {
  const options = (ui['ui:options'] ?? {}) as Ui;
  return ui['ui:widget'] === 'hidden' || typeof ui['ui:field'] === 'string' || options.label === false;
}

function hasWords(node: Node, ui: Ui): boolean {
  const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return text(node.title) || text(ui['ui:title']) || text(ui['ui:label']);
}

/**
 * Every field a person sees that has no words of its own (no schema `title`, no `ui:title` or `ui:label`): the form
 * would label it with its raw key (`descendant`). A hidden field, one drawn by a custom field, and the properties of
 * an object whose own field draws them are left alone. Pointers are into the step's `uiSchema`.
 */
export function untitledFieldProblems(schema: unknown, uiSchema: unknown, pointer = '/uiSchema'): StepFileProblem[] {
  const node = (schema ?? {}) as Node;
  const ui = (uiSchema ?? {}) as Ui;
  if (node.type === 'array' && node.items) return untitledFieldProblems(node.items, ui.items, `${pointer}/items`);
  return Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
    const childUi = (ui[name] ?? {}) as Ui;
    if (drawnWithoutLabel(childUi)) return [];
    const at = `${pointer}/${name}`;
    if (child.type === 'object' || child.type === 'array') return untitledFieldProblems(child, childUi, at);
    return hasWords(child, childUi) ? [] : [{ pointer: at, message: `field "${name}" has no title or label: the form would show its key` }];
  });
}
