// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HARNESS_USER } from './test-harness';
import { mirroredWill as mirrored, showStep, installFakeApi, type ShowOptions } from './step-test-setup';
import { loadStepRoute } from './step-route-loader';
import { ADULT_CHILD, YOUNG_CHILD } from '../../engine/will/fixtures/will-fixtures';
import type { Will } from '../../engine/will/will';

// The family-mirror-children step (schemas/steps/family-mirror-children.json), drawn by the step engine: after the
// family list of a will prefilled from a partner's, one "is this also your child?" per copied child.

// What the step's route loads before drawing it (its file, form code, validator, the flows) is in before the first test.
beforeAll(() => loadStepRoute('family-mirror-children'), 30_000);
afterEach(cleanup);
installFakeApi();

/** The family flow's start and list in place of the step screens, to see whether a screen passes through them. */
const FAMILY_ROUTES = [
  { path: '/will/family', element: <FamilyVisit /> },
  { path: '/will/family/add-familymembers', element: <p>The family list</p> },
];

/** Each time the family flow's start is drawn: the children question's save must not pass through it. */
let familyVisits = 0;
function FamilyVisit() {
  familyVisits += 1;
  return <p>The family flow</p>;
}

/** The step at `url`; with `family`, the family flow's start and list in place of their step screens. */
function show(url: string, will: Will | null, { family = false, ...options }: ShowOptions & { family?: boolean } = {}) {
  return showStep(url, will, { ...options, routes: family ? FAMILY_ROUTES : [] }).router;
}

describe('the children question, /will/family/mirror-children', () => {
  it('asks about each copied child, needs every answer, keeps a "no" as a relation and passes Family', async () => {
    const saves: Will[] = [];
    const router = show('/will/family/mirror-children', { ...mirrored(), passedSteps: [1] }, { onSave: (will) => saves.push(will) });
    // The first step drawn in this file waits for the form's code to be compiled.
    expect(await screen.findByText('Is Amy Smith also your child?')).toBeInTheDocument();
    expect(screen.getByText('Is Ben Smith also your child?')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Yes, Amy Smith is my child'));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect((await screen.findAllByText('Choose whether Ben Smith is also your child')).length).toBeGreaterThan(0);
    expect(saves).toEqual([]);
    fireEvent.click(screen.getByLabelText('No, Ben Smith is not my child'));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const saved = saves[0]!;
    expect(Object.keys(saved.children ?? {})).toEqual([YOUNG_CHILD]);
    expect(saved.relations?.[ADULT_CHILD]?.fullName).toBe('Ben Smith');
    expect(saved.mirror?.childrenToConfirm).toEqual([]);
    expect(saved.mirror?.prefilledSteps).not.toContain(2);
    expect(saved.passedSteps).toEqual([1, 2]);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/will/dashboard#guardians'));
  });

  it('saving goes straight to My Will at #guardians, never through the family flow', async () => {
    familyVisits = 0;
    const router = show('/will/family/mirror-children', { ...mirrored(), passedSteps: [1] }, { family: true });
    fireEvent.click(await screen.findByLabelText('Yes, Amy Smith is my child'));
    fireEvent.click(screen.getByLabelText('No, Ben Smith is not my child'));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/will/dashboard#guardians'));
    expect(familyVisits).toBe(0);
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('has Back, to the family list the question follows', async () => {
    const router = show('/will/family/mirror-children', { ...mirrored(), passedSteps: [1] }, { family: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/will/family/add-familymembers'));
  });
});

describe('reaching the children question from the family list', () => {
  it('does not carry the family steps’ "Saved Successfully" there while children wait', async () => {
    const router = show('/will/family/addpartner', { ...mirrored(), passedSteps: [1] }, { user: { ...HARNESS_USER, emailVerified: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    // The partner's save says so on the family list…
    expect(await screen.findByText('Saved Successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/will/family/add-familymembers'));
    await screen.findByRole('heading', { level: 1, name: 'Your family' });
    fireEvent.click(await screen.findByRole('button', { name: /^Save$/ }));
    // …but the children question, where nothing is finished yet, does not show it.
    expect(await screen.findByText('Is Amy Smith also your child?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/will/family/mirror-children');
    await waitFor(() => expect(screen.queryByText('Saved Successfully')).toBeNull());
  });
});

describe('the children question’s errors', () => {
  it('clears a child’s error, and its line in the summary, once that child is answered', async () => {
    show('/will/family/mirror-children', { ...mirrored(), passedSteps: [1] });
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findAllByText('Choose whether Amy Smith is also your child')).toHaveLength(2);
    expect(screen.getAllByText('Choose whether Ben Smith is also your child')).toHaveLength(2);
    fireEvent.click(screen.getByLabelText('Yes, Amy Smith is my child'));
    expect(screen.queryByText('Choose whether Amy Smith is also your child')).toBeNull();
    expect(screen.getByLabelText('Yes, Amy Smith is my child')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText('Choose whether Ben Smith is also your child')).toHaveLength(2);
    fireEvent.click(screen.getByLabelText('No, Ben Smith is not my child'));
    expect(screen.queryByText('There is a problem')).toBeNull();
  });
});


describe('opening the children question with no child waiting', () => {
  it('starts the family flow again', async () => {
    familyVisits = 0;
    show('/will/family/mirror-children', { ...mirrored(), passedSteps: [1], mirror: { ...mirrored().mirror!, childrenToConfirm: [] } }, { family: true });
    expect(await screen.findByText('The family flow')).toBeInTheDocument();
    expect(screen.queryByText('Is Amy Smith also your child?')).toBeNull();
  });
});

describe('the children question, its texts', () => {
  it('names the partner in the intro and each child in their hint, with an error summary linking to each question', async () => {
    show('/will/family/mirror-children', { ...mirrored(), passedSteps: [1] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your children' })).toBeInTheDocument();
    expect(screen.getByText('Jane Smith named these children. Tell us which of them are also your children.')).toBeInTheDocument();
    expect(screen.getByText('Jane Smith named Amy Smith as their child. If Amy Smith is not your child, they stay in your will as a relation.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const link = (await screen.findAllByRole('link', { name: 'Choose whether Amy Smith is also your child' }))[0]!;
    expect(document.getElementById(link.getAttribute('href')!.slice(1))).toBe(screen.getByLabelText('Yes, Amy Smith is my child'));
  });
});
