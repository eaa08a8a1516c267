import type { TruckerLoad } from '@haulclub/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StatGrid } from '@/components/ui/stat-card';
import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createMatch, createMatchedLoad, matchesResult } from '../testing/factories';
import { MatchedLoadsCard } from './matched-loads-card';
import { MatchedLoadsStat } from './matched-loads-stat';

/** The card and the stat as the dashboard composes them (the route adds Book and the countdown). */
function Dashboard() {
  return (
    <>
      <StatGrid label="At a glance">
        <MatchedLoadsStat />
      </StatGrid>
      <MatchedLoadsCard
        renderExpiry={(load: TruckerLoad) => <span>expiry of HC-{load.number}</span>}
        renderActions={(load: TruckerLoad) => <button type="button">Book HC-{load.number}</button>}
      />
    </>
  );
}

const renderCard = () => renderWithProviders(<Dashboard />, { route: '/trucker', role: 'trucker' });
const region = () => screen.getByRole('region', { name: 'AI-matched loads' });

describe('MatchedLoadsCard', () => {
  it('lists the top five in the server’s order with score, lane, equipment, rate, deadhead, reasons and Book', async () => {
    const best = createMatchedLoad({ number: 1101 });
    const next = createMatchedLoad({
      number: 1102,
      pickup: { city: 'Katy', state: 'TX', zip: '77449', lat: 29.8, lng: -95.8 },
      equipment: 'Flatbed',
      rateCents: 52_000,
      ratePerMileCents: 265,
      deadheadMiles: 31,
      match: createMatch({
        score: 71,
        reasons: [
          { factor: 'deadhead', text: '31 mi deadhead', tone: 'good' },
          { factor: 'rate', text: '$2.65/mi, below your $2.75 minimum', tone: 'bad' },
          { factor: 'lane', text: 'not on your lanes', tone: 'neutral' },
        ],
      }),
    });
    const { requests } = stubFetch(() =>
      jsonResponse(
        200,
        matchesResult([best, next], {
          total: 12,
          deadheadOrigin: { label: 'Waco, TX', lat: 31.5, lng: -97.1 },
        }),
      ),
    );
    renderCard();

    const list = await screen.findByRole('list', { name: 'AI-matched loads' });
    expect(requests.map((r) => r.url)).toEqual(['/api/trucker/matches?page=1&pageSize=5']);
    expect(region()).toHaveTextContent('Scored against your lane profile from Waco, TX, best match first.');
    const rows = within(list)
      .getAllByRole('listitem', { name: '' })
      .filter((li) => li.parentElement === list);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('92% match');
    expect(rows[0]).toHaveTextContent('Houston, TX → San Antonio, TX');
    expect(rows[0]).toHaveTextContent('HC-1101');
    expect(rows[0]).toHaveTextContent('196 mi · Step Deck');
    expect(rows[0]).toHaveTextContent('$607.60');
    expect(rows[0]).toHaveTextContent('$3.10/mi');
    expect(rows[0]).toHaveTextContent('14 mi deadhead');
    expect(rows[0]).toHaveTextContent('expiry of HC-1101');
    expect(within(rows[0]!).getByRole('button', { name: 'Book HC-1101' })).toBeInTheDocument();
    const reasons = within(rows[0]!).getByRole('list', { name: 'Why this load matches' });
    expect(within(reasons).getAllByRole('listitem')).toHaveLength(4);

    expect(rows[1]).toHaveTextContent('71% match');
    expect(rows[1]).toHaveTextContent('Katy, TX → San Antonio, TX');
    const against = within(rows[1]!).getByText('$2.65/mi, below your $2.75 minimum').closest('li');
    expect(against).toHaveTextContent('Against: $2.65/mi, below your $2.75 minimum');
    expect(against).toHaveClass('text-red-800');
    expect(within(rows[1]!).getByText('not on your lanes').closest('li')).toHaveTextContent(
      'Note: not on your lanes',
    );

    expect(within(region()).getByRole('link', { name: 'See all matches' })).toHaveAttribute(
      'href',
      '/trucker/loads?sort=best_match',
    );
    const stat = screen.getByRole('link', { name: 'Matched loads' });
    expect(stat).toHaveAttribute('href', '/trucker/loads?sort=best_match');
    expect(stat.closest('div')).toHaveTextContent('12');
  });

  it('asks a trucker without a ready lane profile to set it up', async () => {
    stubFetch(() => jsonResponse(200, matchesResult([], { profileReady: false, deadheadOrigin: null })));
    renderCard();
    expect(await screen.findByText('Set up your lane profile to get matched loads')).toBeInTheDocument();
    expect(within(region()).getByRole('link', { name: 'Set up lane profile' })).toHaveAttribute(
      'href',
      '/trucker/profile',
    );
    expect(within(region()).queryByRole('link', { name: 'See all matches' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Matched loads' })).toHaveAttribute('href', '/trucker/profile');
  });

  it('says plainly when nothing matches the profile right now', async () => {
    stubFetch(() => jsonResponse(200, matchesResult([])));
    renderCard();
    expect(await screen.findByText('No loads match your lane profile right now')).toBeInTheDocument();
    expect(within(region()).getByRole('link', { name: 'Edit lane profile' })).toHaveAttribute(
      'href',
      '/trucker/profile',
    );
    expect(screen.queryByText('Set up your lane profile to get matched loads')).not.toBeInTheDocument();
  });

  it('shows the failure with a retry, in the card and the stat', async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? problemResponse(503, { code: 'unavailable', detail: 'The database is busy' })
        : jsonResponse(200, matchesResult([createMatchedLoad({ number: 1201 })])),
    );
    const { user } = renderCard();
    expect(await screen.findByText('Could not load your matched loads.')).toBeInTheDocument();
    expect(screen.getAllByText('The database is busy')).toHaveLength(2);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Book HC-1201' })).toBeInTheDocument();
  });
});
