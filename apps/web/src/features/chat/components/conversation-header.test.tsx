import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createBrokerFairness } from '@/testing/market';
import { renderWithProviders } from '@/testing/test-utils';

import { BROKER_ID, createThread } from '../testing/factories';
import { ConversationHeader } from './conversation-header';

const belowMarket = createBrokerFairness({
  badge: 'below_market',
  enoughData: true,
  comparedLoads: 6,
  averageDiffPercent: -19,
});

function renderHeader(side: 'trucker' | 'broker', thread = createThread({ brokerFairness: belowMarket })) {
  const counterpart = side === 'trucker' ? thread.broker : thread.trucker;
  return renderWithProviders(<ConversationHeader thread={thread} counterpart={counterpart} headingId="h" />, {
    route: '/chat',
    role: side,
  });
}

describe('ConversationHeader', () => {
  it('shows the trucker the broker’s company as a link to their profile, and their fairness badge', () => {
    renderHeader('trucker');
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('Dana Broker · Lone Star Freight LLC');
    expect(within(heading).getByRole('link', { name: 'Lone Star Freight LLC' })).toHaveAttribute(
      'href',
      `/brokers/${BROKER_ID}`,
    );
    const badge = screen.getByText('Below market');
    expect(badge.getAttribute('title')).toContain('average 19% below their lanes’ averages over 6 loads');
  });

  it('shows no badge for a broker without one', () => {
    renderHeader('trucker', createThread());
    expect(screen.getByRole('link', { name: 'Lone Star Freight LLC' })).toBeInTheDocument();
    expect(screen.queryByText('Fair payer')).not.toBeInTheDocument();
    expect(screen.queryByText('Below market')).not.toBeInTheDocument();
  });

  it('shows the broker the trucker, without a profile link or the broker’s own badge', () => {
    renderHeader('broker');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Ray Hauler · Ray Hauling');
    expect(screen.queryByRole('link', { name: /Ray Hauling/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Below market')).not.toBeInTheDocument();
  });
});
