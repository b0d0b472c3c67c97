// @vitest-environment jsdom
// Storybook's step-file control: each step story's file as written is an editable arg; an edit redraws the step from
// it, and a problem the content check would report is listed above the story with its JSON pointer.
import '@testing-library/jest-dom/vitest';
import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import preview from '../../.storybook/preview';
import { stepStories, stepStoryKey, stepStoryMeta } from '../../stories/step-stories';

setProjectAnnotations([preview]);
afterEach(cleanup);

const source = (id: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../schemas/steps/${id}.json`), 'utf8'));
const aboutYou = source('about-you');
const Story = composeStory(stepStories([aboutYou])[stepStoryKey('about-you', 'Empty')]!, stepStoryMeta(aboutYou));

async function renderWith(stepFile: unknown) {
  render(<Story {...({ stepFile } as object)} />);
  return screen.findByRole('heading', { level: 1 });
}

describe('the step-file control of a step story', () => {
  it('holds the file as written', () => {
    expect(Story.args.stepFile).toEqual(aboutYou);
  });

  it('redraws the step from an edited title, label, option order and field order', async () => {
    const edited = structuredClone(aboutYou);
    edited.title = 'Tell us about you';
    edited.uiSchema.fullName['ui:help'] = 'As on your passport';
    edited.uiSchema['ui:order'] = ['fullName', 'title', ...edited.uiSchema['ui:order'].filter((name: string) => name !== 'fullName' && name !== 'title')];
    expect(await renderWith(edited)).toHaveTextContent('Tell us about you');
    expect(screen.getByText('As on your passport')).toBeInTheDocument();
    const fullName = screen.getByLabelText(/^Full legal name/);
    const title = screen.getByLabelText(/^Title/);
    expect(fullName.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('alert', { name: /has (a|\d+) problems?/ })).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown widget', (s: any) => (s.uiSchema.fullName['ui:widget'] = 'fancyName'), '#/uiSchema/fullName/ui:widget'],
    ['an unknown field in the order', (s: any) => s.uiSchema['ui:order'].unshift('nickname'), '#/uiSchema/ui:order/0'],
    ['an unknown predicate', (s: any) => (s.uiSchema.phoneNumber['ui:options'] = { visibleIf: 'user.isMartian' }), '#/uiSchema/phoneNumber/ui:options/visibleIf'],
    ['a $ref that names nothing', (s: any) => (s.schema.properties.title = { $ref: '../will.schema.json#/definitions/nothing' }), '#/schema/properties/title'],
    ['an unknown key', (s: any) => (s.colour = 'red'), '#/'],
  ])('reports %s with its pointer and keeps drawing the file as shipped', async (_name, edit, pointer) => {
    const edited = structuredClone(aboutYou);
    edit(edited);
    expect(await renderWith(edited)).toHaveTextContent('About You');
    const alert = screen.getByRole('alert', { name: /has (a|\d+) problems?/ });
    expect(alert).toHaveTextContent('schemas/steps/about-you.json has');
    expect(within(alert).getAllByText(pointer, { exact: false }).length).toBeGreaterThan(0);
  });
});
