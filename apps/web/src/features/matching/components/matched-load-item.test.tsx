import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { laneRateWithAverage } from '@/testing/market';

import { createMatchedLoad } from '../testing/factories';
import { MatchedLoadItem } from './matched-load-item';

function renderItem(load = createMatchedLoad()) {
  render(
    <ul>
      <MatchedLoadItem load={load} renderActions={() => null} renderExpiry={() => '12:00'} />
    </ul>,
  );
}

describe('MatchedLoadItem', () => {
  it('says how the load pays against its lane’s 30-day average', () => {
    renderItem(createMatchedLoad({ ratePerMileCents: 265, laneRate: laneRateWithAverage(300, -12) }));
    expect(screen.getByText('12% below the 30-day lane average')).toBeInTheDocument();
  });

  it('says "Not enough data yet" for a lane under the floor', () => {
    renderItem();
    expect(screen.getByText('Lane average: Not enough data yet')).toBeInTheDocument();
  });
});
