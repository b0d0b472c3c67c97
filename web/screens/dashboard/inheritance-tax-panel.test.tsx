// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { InheritanceTaxPanel } from './inheritance-tax-panel';
import { CHILDREN_TODAY, widowedGrandparent } from '../../../engine/drafting/fixtures/golden-children';
import type { Will } from '../../../engine/will/will';

const draw = (will: Will) =>
  render(
    <MemoryRouter>
      <InheritanceTaxPanel will={will} today={CHILDREN_TODAY} />
    </MemoryRouter>,
  );

/** The grandparent's will with the home mortgaged, owing `owed` (undefined: not said). */
function mortgaged(owed?: number): Will {
  const will = widowedGrandparent();
  const [home, ...rest] = will.assets!;
  const value = { ...(home!.value as object), mortgage: 'Yes', ...(owed === undefined ? {} : { mortgageOwed: owed }) };
  return { ...will, assets: [{ ...home!, value } as NonNullable<Will['assets']>[number], ...rest] };
}

describe('InheritanceTaxPanel', () => {
  it('says the part of the home left to grandchildren in trust gets no residence nil-rate band', () => {
    draw(widowedGrandparent());
    expect(screen.getByText(/Part of your home \(£250,000\) goes to grandchildren/)).toBeTruthy();
    expect(screen.queryByText(/mortgage/)).toBeNull();
  });

  it('gives the mortgages deducted, or says one of unknown amount is ignored', () => {
    draw(mortgaged(100_000));
    expect(screen.getByText(/still owed on mortgages: £100,000/)).toBeTruthy();
    expect(screen.getByText('Your estate: £1,300,000')).toBeTruthy();
    draw(mortgaged());
    expect(screen.getByText(/has a mortgage but not how much is still owed, so this estimate ignores the mortgage/)).toBeTruthy();
  });
});
