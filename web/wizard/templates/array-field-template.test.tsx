// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepRenderer } from '../step-renderer';
import { stepFile } from '../step-files';

const context = { today: '2026-11-22', lookupAddresses: async (postcode: string) => ({ postcode, items: [] }), sourceItems: () => [], openStep: () => {} };

describe('probe', () => {
  it('draws', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<StepRenderer step={stepFile('funeral-wishes')} initialData={{ funeralType: 'burial', additionalWishes: ['a'] }} onSubmit={onSubmit} context={context} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a wish' }));
    console.log(container.innerHTML);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    console.log(JSON.stringify(onSubmit.mock.calls), document.querySelector('[role=alert]')?.textContent);
  });
});
