// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StepFile } from '../../../engine/steps/step-file';
import type { Will } from '../../../engine/will/will';
import { StepPage } from '../step-screen';
import { stepRoutes } from '../step-index';
import { createStepRouter, StepHarness } from '../test-harness';

const AMY = '0a0a0a0a-0000-4000-8000-0000000000a1';
const BEN = '0a0a0a0a-0000-4000-8000-0000000000b2';

/** A repeat step as a content editor would write one: a question per dependant, with an object slice each. */
const repeatStep = {
  id: 'test-repeat',
  kind: 'repeat',
  route: '/will/test/{index}',
  over: 'dependants.needingGuardian',
  title: 'Who should look after {name}?',
  counter: '{index}/{count}',
  bind: '/will/testAnswers/{uuid}',
  schema: { type: 'object', required: ['carer'], properties: { carer: { type: 'string', title: 'Their carer', minLength: 1 } } },
  uiSchema: {},
  messages: { 'required:carer': 'Name their carer' },
  actions: { primary: { label: 'Continue' }, back: {} },
} as unknown as StepFile;

/** Two children under 18 on any date this test runs before 2040. */
function willWithTwoChildren(): Will {
  const address = '1 High Street, Leeds, LS1 1AA';
  return {
    schemaVersion: 2,
    passedSteps: [1, 2],
    children: { [AMY]: { fullName: 'Amy Smith', birthday: '2022-05-05', address }, [BEN]: { fullName: 'Ben Smith', birthday: '2023-01-01', address } },
  };
}

function RepeatRoute() {
  return <StepPage step={repeatStep} routeParams={useParams() as Record<string, string>} />;
}

function renderRepeat(index: number) {
  const router = createStepRouter(`/will/test/${index}`, [{ path: '/will/test/:index', element: <RepeatRoute /> }]);
  const saves: Will[] = [];
  render(<StepHarness router={router} will={willWithTwoChildren()} onSave={(saved) => saves.push(saved)} />);
  return { router, saves, user: userEvent.setup() };
}

// The step's neighbours are addressed by id (stepUrl), so the fixture joins the steps' routes while these tests run.
const routes = stepRoutes as Record<string, string>;
beforeAll(() => {
  routes[repeatStep.id] = repeatStep.route;
});
afterAll(() => {
  delete routes[repeatStep.id];
});

describe('repeat step', () => {
  it('asks about the first item: its name in the title and 1/2', async () => {
    renderRepeat(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Who should look after Amy Smith?' })).toBeInTheDocument();
    expect(screen.getByText('1/2')).toBeInTheDocument();
  });

  it("submitting saves the answer under the item's uuid and goes to item 2", async () => {
    const { router, saves, user } = renderRepeat(1);
    await user.type(await screen.findByLabelText(/Their carer/), 'John Smith');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Who should look after Ben Smith?' })).toBeInTheDocument();
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/will/test/2');
    expect((saves[0] as unknown as Record<string, unknown>).testAnswers).toEqual({ [AMY]: { carer: 'John Smith' } });
    // Item 2 starts with its own (empty) answer, not the first item's.
    expect(screen.getByLabelText(/Their carer/)).toHaveValue('');
  });

  it('Back from item 2 goes to item 1', async () => {
    const { router, user } = renderRepeat(2);
    expect(await screen.findByText('2/2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Who should look after Amy Smith?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/will/test/1');
  });

  it('an index past the last item goes to the first', async () => {
    const { router } = renderRepeat(5);
    expect(await screen.findByText('1/2')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/will/test/1');
  });
});
