import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { StatGrid } from '@/components/ui/stat-card';
import type * as LiveModule from '@/lib/live';
import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';
import { createTruckerProfile } from '@/testing/trucker-profile';

import { createSearchResult, createTruckerLoad } from '../testing/factories';
import { NearbyLoadsCard } from './nearby-loads-card';
import { NearbyLoadsStat } from './nearby-loads-stat';

vi.mock('@/lib/live', async (importOriginal) => ({
  ...(await importOriginal<typeof LiveModule>()),
  useLiveTopic: (await import('@/testing/live')).useTestLiveTopic,
}));

const FORT_WORTH = { city: 'Fort Worth', state: 'TX', zip: '76102', lat: 32.75, lng: -97.33 };
const searches = (requests: RecordedRequest[]) => requests.filter((r) => r.url.startsWith('/api/loads?'));
const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://test').searchParams);

function stubDashboard(profile: object, answer: (request: RecordedRequest) => Response) {
  return stubFetch((request) =>
    request.url === '/api/trucker/profile' ? jsonResponse(200, profile) : answer(request),
  );
}

function renderNearby() {
  return renderWithProviders(
    <>
      <StatGrid label="At a glance">
        <NearbyLoadsStat />
      </StatGrid>
      <NearbyLoadsCard />
    </>,
    { route: '/trucker', role: 'trucker' },
  );
}

/** The number of the stat card labelled `label`. */
function statValue(label: string): string | null {
  const stats = screen.getByRole('region', { name: 'At a glance' });
  const term = within(stats).getByText(label, { selector: 'dt, dt *' }).closest('div');
  return within(term as HTMLElement).getAllByRole('definition')[0]?.textContent ?? null;
}

describe('NearbyLoadsCard and NearbyLoadsStat', () => {
  it('search from the home base within the max radius, nearest first, and list lane, rate, $/mi, deadhead and countdown', async () => {
    const near = createTruckerLoad({ number: 2001, pickup: FORT_WORTH, deadheadMiles: 4 });
    const far = createTruckerLoad({ number: 2002, premium: true, deadheadMiles: 36 });
    const { requests } = stubDashboard(createTruckerProfile(), () =>
      jsonResponse(200, createSearchResult([near, far], { total: 7, pageSize: 5 })),
    );
    renderNearby();

    const list = await screen.findByRole('list', { name: 'Loads near you' });
    expect(searches(requests)).toHaveLength(1);
    expect(params(searches(requests)[0])).toEqual({
      origin: 'Fort Worth, TX',
      originRadius: '300',
      sort: 'deadhead',
      page: '1',
      pageSize: '5',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Fort Worth, TX → Houston, TX');
    expect(first).toHaveTextContent('HC-2001');
    expect(first).toHaveTextContent('$1,200');
    expect(first).toHaveTextContent('$4.80/mi');
    expect(first).toHaveTextContent('4 mi deadhead');
    expect(first).toHaveTextContent(/Expires in\s*1h (29|30)m/);
    expect(within(first).getByRole('button', { name: 'Book HC-2001' })).toBeEnabled();
    expect(second).toHaveTextContent('Dallas, TX → Houston, TX');
    expect(within(second).getByText('Premium')).toBeInTheDocument();

    expect(screen.getByText('Within 300 miles of Fort Worth, TX, nearest pickup first.')).toBeInTheDocument();
    const boardHref = '/trucker/loads?origin=Fort+Worth%2C+TX&originRadius=300&sort=deadhead';
    expect(screen.getByRole('link', { name: 'See all 7 on Available Loads' })).toHaveAttribute(
      'href',
      boardHref,
    );
    expect(statValue('Loads near you')).toBe('7');
    expect(screen.getByRole('link', { name: 'Loads near you' })).toHaveAttribute('href', boardHref);
    expect(screen.getByText('Within 300 mi of Fort Worth, TX')).toBeInTheDocument();
  });

  it('caps a radius beyond what the board searches at 500 miles', async () => {
    const { requests } = stubDashboard(createTruckerProfile({ maxRadius: 1200 }), () =>
      jsonResponse(200, createSearchResult([])),
    );
    renderNearby();
    expect(
      await screen.findByText('No loads within 500 miles of Fort Worth, TX right now.'),
    ).toBeInTheDocument();
    expect(params(searches(requests)[0]).originRadius).toBe('500');
  });

  it('tells the trucker what to do when nothing is near', async () => {
    stubDashboard(createTruckerProfile({ maxRadius: 400 }), () => jsonResponse(200, createSearchResult([])));
    renderNearby();
    expect(
      await screen.findByText('No loads within 400 miles of Fort Worth, TX right now.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Widen the search on Available Loads.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Widen the search' })).toHaveAttribute(
      'href',
      '/trucker/loads?origin=Fort+Worth%2C+TX&originRadius=400&sort=deadhead',
    );
    expect(statValue('Loads near you')).toBe('0');
  });

  it('without a home base, lists the newest loads anywhere', async () => {
    const { requests } = stubDashboard(
      createTruckerProfile({ homeBaseCity: null, homeBaseState: null }),
      () => jsonResponse(200, createSearchResult([createTruckerLoad({ deadheadMiles: null })])),
    );
    renderNearby();
    expect(await screen.findByRole('heading', { name: 'Newest loads' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Loads near you' })).toBeInTheDocument();
    expect(params(searches(requests)[0])).toEqual({ sort: 'newest', page: '1', pageSize: '5' });
    expect(screen.queryByText(/mi deadhead/)).not.toBeInTheDocument();
    expect(statValue('Loads on the board')).toBe('1');
  });

  it('drops a booked load at once and refetches when the loads topic announces it', async () => {
    const taken = createTruckerLoad({ number: 2101 });
    const kept = createTruckerLoad({ number: 2102 });
    let items = [taken, kept];
    const { requests } = stubDashboard(createTruckerProfile(), () =>
      jsonResponse(200, createSearchResult(items)),
    );
    renderNearby();
    await screen.findByRole('button', { name: 'Book HC-2101' });
    expect(statValue('Loads near you')).toBe('2');

    items = [kept];
    emitLive('loads', 'load.removed', { id: taken.id, status: 'booked' });
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Book HC-2101' })).not.toBeInTheDocument();
    });
    // Before the debounced refetch: the cached search itself lost the load.
    expect(searches(requests)).toHaveLength(1);
    expect(statValue('Loads near you')).toBe('1');
    await waitFor(() => {
      expect(searches(requests)).toHaveLength(2);
    });
    expect(screen.getByRole('button', { name: 'Book HC-2102' })).toBeInTheDocument();
  });

  it("shows the server's reason when the home base cannot be searched, with a retry", async () => {
    let fail = true;
    stubDashboard(createTruckerProfile(), () =>
      fail
        ? problemResponse(400, {
            code: 'validation',
            detail: 'Check the highlighted fields',
            errors: [{ field: 'origin', message: 'Unknown place "Fort Worth, TX"' }],
          })
        : jsonResponse(200, createSearchResult([createTruckerLoad({ number: 2201 })])),
    );
    const { user } = renderNearby();
    expect(await screen.findByText('Could not load the loads near you.')).toBeInTheDocument();
    expect(screen.getAllByText('Check the highlighted fields').length).toBeGreaterThan(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Book HC-2201' })).toBeInTheDocument();
  });
});
