import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Stepper } from './stepper';

const progress = (step: number, total: number) => `Step ${String(step)} of ${String(total)}`;

describe('Stepper', () => {
  it('says which step of how many, and marks the current step for assistive technology', () => {
    render(<Stepper steps={['Company', 'Equipment']} current={1} progressLabel={progress} />);
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(first).not.toHaveAttribute('aria-current');
    expect(second).toHaveAttribute('aria-current', 'step');
    expect(second).toHaveTextContent('Equipment');
  });
});
