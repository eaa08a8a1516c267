import type { BrokerFairness } from '@haulclub/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FairnessBadge } from './fairness-badge';
import { NotEnoughData } from './not-enough-data';

const fairness = (overrides: Partial<BrokerFairness> = {}): BrokerFairness => ({
  badge: 'fair_payer',
  enoughData: true,
  comparedLoads: 9,
  averageDiffPercent: 4,
  ...overrides,
});

describe('FairnessBadge', () => {
  it('shows "Fair payer" with the rule and the broker’s figure in its title', () => {
    render(<FairnessBadge fairness={fairness()} />);
    const badge = screen.getByText('Fair payer');
    expect(badge).toHaveAttribute(
      'title',
      "Fair payer: this broker's posted rates are at or above the 90-day lane averages on average. Their posted rates average 4% above their lanes’ averages over 9 loads of the last 90 days.",
    );
    expect(badge).toHaveClass('bg-green-50');
  });

  it('shows "Below market" in red with how far below', () => {
    render(<FairnessBadge fairness={fairness({ badge: 'below_market', averageDiffPercent: -18 })} />);
    const badge = screen.getByText('Below market');
    expect(badge).toHaveClass('bg-red-50');
    expect(badge.getAttribute('title')).toContain('average 18% below their lanes’ averages over 9 loads');
  });

  it.each([
    ['no badge between the thresholds', fairness({ badge: null, averageDiffPercent: -6 })],
    [
      'not enough data',
      fairness({ badge: null, enoughData: false, averageDiffPercent: null, comparedLoads: 1 }),
    ],
    ['no fairness at all', null],
  ])('shows nothing with %s', (_, value) => {
    const { container } = render(<FairnessBadge fairness={value} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('NotEnoughData', () => {
  it('explains the floor and what the window has so far', () => {
    render(<NotEnoughData floor={{ minBookings: 7, minBrokers: 3 }} counts={{ bookings: 4, brokers: 2 }} />);
    expect(screen.getByText('Not enough data yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'So far: 4 bookings from 2 brokers. A figure is shown once it rests on at least 7 bookings from at least 3 brokers, so no single broker sets the average.',
      ),
    ).toBeInTheDocument();
  });
});
