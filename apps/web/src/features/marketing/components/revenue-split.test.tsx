import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RevenueSplit } from './revenue-split';

describe('RevenueSplit', () => {
  it('splits a $1,000 load into $800 trucker, $100 broker and $100 platform', () => {
    render(<RevenueSplit />);
    expect(screen.getByText('On a $1,000 load')).toBeInTheDocument();

    const trucker = within(screen.getByTestId('split-trucker'));
    expect(trucker.getByText('Trucker')).toBeInTheDocument();
    expect(trucker.getByText('80%')).toBeInTheDocument();
    expect(trucker.getByText('$800')).toBeInTheDocument();

    const broker = within(screen.getByTestId('split-broker'));
    expect(broker.getByText('10%')).toBeInTheDocument();
    expect(broker.getByText('$100')).toBeInTheDocument();

    const platform = within(screen.getByTestId('split-platform'));
    expect(platform.getByText('10%')).toBeInTheDocument();
    expect(platform.getByText('$100')).toBeInTheDocument();
  });

  it('keeps every cent: leftover cents go to the trucker', () => {
    render(<RevenueSplit totalCents={99_999} />);
    expect(within(screen.getByTestId('split-trucker')).getByText('$800.01')).toBeInTheDocument();
    expect(within(screen.getByTestId('split-broker')).getByText('$99.99')).toBeInTheDocument();
    expect(within(screen.getByTestId('split-platform')).getByText('$99.99')).toBeInTheDocument();
  });
});
