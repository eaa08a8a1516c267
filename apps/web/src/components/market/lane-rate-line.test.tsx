import type { LoadLaneRate } from '@haulclub/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LaneRateLine } from './lane-rate-line';

const lane = (overrides: Partial<LoadLaneRate> = {}): LoadLaneRate => ({
  origin: { market: '752', label: 'Dallas, TX area (752)' },
  destination: { market: '770', label: 'Houston, TX area (770)' },
  windowDays: 30,
  bookings: 12,
  brokers: 4,
  enoughData: true,
  averageCents: 310,
  diffPercent: -8,
  ...overrides,
});

const line = () => screen.getByText(/lane average/i).closest('p');

describe('LaneRateLine', () => {
  it('says how far below the 30-day lane average the load pays, in red, with the average in its title', () => {
    render(<LaneRateLine laneRate={lane()} ratePerMileCents={285} />);
    expect(screen.getByText('$2.85/mi · 8% below the 30-day lane average')).toBeInTheDocument();
    expect(line()).toHaveAttribute('data-tone', 'below');
    expect(line()).toHaveClass('text-red-700');
    expect(line()).toHaveAttribute('title', '30-day lane average $3.10/mi, from 12 bookings by 4 brokers');
  });

  it('says how far above the average the load pays, in green', () => {
    render(<LaneRateLine laneRate={lane({ averageCents: 300, diffPercent: 12 })} ratePerMileCents={336} />);
    expect(screen.getByText('$3.36/mi · 12% above the 30-day lane average')).toBeInTheDocument();
    expect(line()).toHaveClass('text-green-700');
  });

  it('says a load at the average is at the average', () => {
    render(<LaneRateLine laneRate={lane({ averageCents: 300, diffPercent: 0 })} ratePerMileCents={300} />);
    expect(screen.getByText('$3.00/mi · at the 30-day lane average')).toBeInTheDocument();
    expect(line()).toHaveAttribute('data-tone', 'at');
  });

  it('shows no figure under the floor, only "Not enough data yet" and the counts behind it', () => {
    render(
      <LaneRateLine
        laneRate={lane({ enoughData: false, averageCents: null, diffPercent: null, bookings: 2, brokers: 1 })}
        ratePerMileCents={285}
      />,
    );
    expect(screen.getByText('Lane average: Not enough data yet')).toBeInTheDocument();
    expect(line()).toHaveAttribute(
      'title',
      'The last 30 days have 2 bookings from 1 broker on this lane, too few for an average',
    );
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('shows nothing without a lane comparison', () => {
    const { container } = render(<LaneRateLine laneRate={null} ratePerMileCents={285} />);
    expect(container).toBeEmptyDOMElement();
  });
});
