import { EQUIPMENT_CATALOGUE } from '@haulclub/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import { createSearchResult, createTruckerLoad, nextId } from '../testing/factories';
import { localDayRange } from '../utils/datetime';
import { LoadBoardView } from './load-board-view';

const searches = (requests: RecordedRequest[]) => requests.filter((r) => r.url.startsWith('/api/loads?'));

function renderBoard(route = '/trucker/loads') {
  return renderWithProviders(<LoadBoardView />, { route, role: 'trucker' });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('LoadBoardView', () => {
  it('shows each load as a card: lane, rate, $/mi, miles, deadhead, broker, premium and countdown', async () => {
    const flatbed = createTruckerLoad({ number: 1042 });
    const premium = createTruckerLoad({
      number: 1043,
      premium: true,
      pickup: { city: 'Fort Worth', state: 'TX', zip: '76102', lat: 32.75, lng: -97.33 },
      deadheadMiles: null,
      lengthFt: null,
    });
    const { requests } = stubFetch(() => jsonResponse(200, createSearchResult([flatbed, premium])));
    renderBoard();

    const first = await screen.findByRole('article', { name: 'Dallas, TX → Houston, TX' });
    expect(searches(requests)[0]?.url).toBe('/api/loads?sort=newest&page=1&pageSize=20');
    expect(first).toHaveTextContent('HC-1042');
    expect(first).toHaveTextContent('$1,200');
    expect(first).toHaveTextContent('$4.80/mi');
    expect(first).toHaveTextContent('250 mi');
    expect(first).toHaveTextContent('36 mi');
    expect(first).toHaveTextContent('42,000 lbs · 48 ft');
    expect(first).toHaveTextContent('Steel coils');
    expect(first).toHaveTextContent('Lone Star Freight LLC · MC 123456');
    expect(first).toHaveTextContent(/Expires in\s*1h 29m|Expires in\s*1h 30m/);
    expect(within(first).queryByText('Premium')).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Book HC-1042' })).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'Message broker' })).toBeEnabled();

    const second = card('Fort Worth, TX → Houston, TX');
    expect(within(second).getByText('Premium')).toBeInTheDocument();
    expect(screen.getByText('2 loads')).toBeInTheDocument();
    expect(screen.getByLabelText('Deadhead from')).toHaveAttribute(
      'placeholder',
      'Home base: Fort Worth, TX',
    );
  });

  it('sends the filters of the URL as the search query, with the pickup day as local bounds', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, createSearchResult([])));
    renderBoard(
      '/trucker/loads?origin=Dallas%2C+TX&originRadius=75&equipment=Hotshot,Flatbed&minRate=2.5&maxMiles=300&pickupDate=2030-05-02&deadheadFrom=76102&sort=rate_per_mile',
    );

    expect(await screen.findByText('No loads match these filters right now.')).toBeInTheDocument();
    const day = localDayRange('2030-05-02')!;
    const expected = new URLSearchParams({
      origin: 'Dallas, TX',
      originRadius: '75',
      equipment: 'Hotshot,Flatbed',
      minRatePerMileCents: '250',
      maxMiles: '300',
      pickupFrom: day.from,
      pickupBefore: day.before,
      deadheadFrom: '76102',
      sort: 'rate_per_mile',
      page: '1',
      pageSize: '20',
    });
    expect(searches(requests)[0]?.url).toBe(`/api/loads?${expected.toString()}`);
    expect(screen.getByLabelText('Origin')).toHaveValue('Dallas, TX');
    expect(screen.getByRole('checkbox', { name: 'Flatbed' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Reefer' })).not.toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('rate_per_mile');
  });

  it('offers the equipment catalogue as filter checkboxes', async () => {
    stubFetch(() => jsonResponse(200, createSearchResult([])));
    renderBoard();
    await screen.findByText('No loads match these filters right now.');
    const boxes = EQUIPMENT_CATALOGUE.map((entry) => screen.getByRole('checkbox', { name: entry.label }));
    expect(boxes).toHaveLength(7);
    for (const box of boxes) expect(box).not.toBeChecked();
  });

  it('puts the filters in the URL on Search and the sort at once', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, createSearchResult([])));
    const { user, router } = renderBoard();
    await screen.findByText('No loads match these filters right now.');

    await user.type(screen.getByLabelText('Destination'), '77002');
    await user.clear(screen.getByLabelText('Destination radius (mi)'));
    await user.type(screen.getByLabelText('Destination radius (mi)'), '25');
    await user.click(screen.getByRole('checkbox', { name: 'Reefer' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?destination=77002&destinationRadius=25&equipment=Reefer');
    });
    await waitFor(() => {
      expect(searches(requests).at(-1)?.url).toBe(
        '/api/loads?destination=77002&destinationRadius=25&equipment=Reefer&sort=newest&page=1&pageSize=20',
      );
    });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'expiring');
    await waitFor(() => {
      expect(router.state.location.search).toContain('sort=expiring');
    });
    expect(screen.getByLabelText('Destination')).toHaveValue('77002');
  });

  it('shows an invalid filter under its field on Search, sends nothing, and Clear filters restores the defaults', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, createSearchResult([])));
    const { user, router } = renderBoard();
    await screen.findByText('No loads match these filters right now.');
    const radius = screen.getByLabelText('Origin radius (mi)');

    await user.clear(radius);
    await user.type(radius, '-5');
    await user.type(screen.getByLabelText('Max miles'), '900');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(radius).toHaveAccessibleDescription('Radius must be at least 5 miles');
    expect(radius).toHaveAttribute('aria-invalid', 'true');
    expect(radius).toHaveFocus();
    expect(screen.getByLabelText('Max miles')).toHaveAccessibleDescription('Max miles must be at most 400');
    expect(router.state.location.search).toBe('');
    expect(searches(requests)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(radius).toHaveValue(50);
    expect(radius).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Max miles')).toHaveValue(null);
    expect(screen.queryByText('Radius must be at least 5 miles')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Origin'), '75201');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?origin=75201');
    });
  });

  it('shows an unknown origin under the Origin field', async () => {
    stubFetch(() =>
      problemResponse(400, {
        code: 'validation_failed',
        detail: 'Check the highlighted fields.',
        errors: [{ field: 'origin', message: 'We could not find "Atlantis, TX"' }],
      }),
    );
    renderBoard('/trucker/loads?origin=Atlantis%2C+TX');

    expect(await screen.findByText('Check the highlighted filter.')).toBeInTheDocument();
    expect(screen.getByLabelText('Origin')).toHaveAccessibleDescription('We could not find "Atlantis, TX"');
  });

  it('shows the problem detail when the search fails otherwise', async () => {
    stubFetch(() => problemResponse(403, { code: 'forbidden', detail: 'Complete onboarding first' }));
    renderBoard();
    expect(await screen.findByText('Complete onboarding first')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('hides a card the moment its countdown reaches zero', async () => {
    const soon = createTruckerLoad({ number: 2001, expiresAt: new Date(Date.now() + 1500).toISOString() });
    const later = createTruckerLoad({ number: 2002, commodity: 'Lumber' });
    stubFetch(() => jsonResponse(200, createSearchResult([soon, later])));
    renderBoard();

    expect(await screen.findByRole('button', { name: 'Book HC-2001' })).toBeInTheDocument();
    expect(screen.getByText('2 loads')).toBeInTheDocument();
    await waitFor(
      () => {
        expect(screen.queryByRole('button', { name: 'Book HC-2001' })).not.toBeInTheDocument();
      },
      { timeout: 3000 },
    );
    expect(screen.getByRole('button', { name: 'Book HC-2002' })).toBeInTheDocument();
    expect(screen.getByText('1 load')).toBeInTheDocument();
  });

  it('says "200+ loads" when the server stopped counting, and pages on past the count', async () => {
    const { requests } = stubFetch((req) => {
      const page = Number(new URL(req.url, 'http://x').searchParams.get('page'));
      const items = Array.from({ length: 2 }, (_, i) => createTruckerLoad({ number: 5000 + page * 20 + i }));
      // The server counts up to the cap, or to the end of the page asked for when that is further.
      return jsonResponse(
        200,
        createSearchResult(items, { page, total: Math.max(200, page * 20), totalCapped: true }),
      );
    });
    renderBoard('/trucker/loads?page=10');

    await screen.findByRole('button', { name: 'Book HC-5200' });
    expect(screen.getByText('200+ loads')).toBeInTheDocument();
    expect(screen.getByText('Page 10 · 200+ in all')).toBeInTheDocument();
    act(() => {
      screen.getByRole('button', { name: 'Next' }).click();
    });
    await screen.findByRole('button', { name: 'Book HC-5220' });
    expect(searches(requests).at(-1)?.url).toBe('/api/loads?sort=newest&page=11&pageSize=20');
    expect(screen.getByText('220+ loads')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('drops a removed load at once and refetches once for a burst of live events', async () => {
    const gone = createTruckerLoad({ number: 3001 });
    const stays = createTruckerLoad({ number: 3002 });
    let items = [gone, stays];
    const { requests } = stubFetch(() => jsonResponse(200, createSearchResult(items)));
    renderBoard();
    await screen.findByRole('button', { name: 'Book HC-3001' });
    expect(searches(requests)).toHaveLength(1);

    items = [stays];
    emitLive('loads', 'load.removed', { id: gone.id, status: 'booked' });
    emitLive('loads', 'load.posted', { id: nextId(), status: 'active' });
    emitLive('loads', 'load.updated', { id: stays.id, status: 'active' });
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Book HC-3001' })).not.toBeInTheDocument();
    });
    // Before the debounced refetch: the cached page itself lost the load.
    expect(searches(requests)).toHaveLength(1);
    expect(screen.getByText('1 load')).toBeInTheDocument();

    await waitFor(() => {
      expect(searches(requests)).toHaveLength(2);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(searches(requests)).toHaveLength(2);
  });

  it('opens the details with the notes and the same buttons', async () => {
    stubFetch(() => jsonResponse(200, createSearchResult([createTruckerLoad({ number: 1042 })])));
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Details of HC-1042' }));

    const dialog = await screen.findByRole('dialog', { name: 'HC-1042: Dallas, TX → Houston, TX' });
    expect(dialog).toHaveTextContent('Tarps required');
    expect(dialog).toHaveTextContent('Dallas, TX 75201');
    expect(within(dialog).getByRole('button', { name: 'Book HC-1042' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Message broker' })).toBeInTheDocument();
  });
});

describe('LoadBoardView best match', () => {
  const match = {
    score: 92,
    eligible: true,
    factors: { deadhead: 0.95, rate: 1, lane: 1, timing: 0.8, fit: 1 },
    reasons: [
      { factor: 'lane' as const, text: 'on your Dallas, TX → Houston, TX lane', tone: 'good' as const },
      { factor: 'deadhead' as const, text: '36 mi deadhead', tone: 'good' as const },
      { factor: 'rate' as const, text: '$4.80/mi, above your $2.75 minimum', tone: 'good' as const },
      { factor: 'timing' as const, text: 'pickup in 24 h', tone: 'neutral' as const },
    ],
  };

  it('offers Best match in the sort and sends sort=best_match', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, createSearchResult([])));
    const { user, router } = renderBoard();
    await screen.findByText('No loads match these filters right now.');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Best match');

    await waitFor(() => {
      expect(router.state.location.search).toBe('?sort=best_match');
    });
    await waitFor(() => {
      expect(searches(requests).at(-1)?.url).toBe('/api/loads?sort=best_match&page=1&pageSize=20');
    });
  });

  it('shows "92% match" and the first reasons on the card and every reason in the details', async () => {
    stubFetch(() => jsonResponse(200, createSearchResult([createTruckerLoad({ number: 1042, match })])));
    const { user } = renderBoard('/trucker/loads?sort=best_match');

    const first = await screen.findByRole('article', { name: 'Dallas, TX → Houston, TX' });
    expect(within(first).getByText('92% match')).toBeInTheDocument();
    const reasons = within(first).getByRole('list', { name: 'Why this load matches' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'In favour: on your Dallas, TX → Houston, TX lane',
      'In favour: 36 mi deadhead',
      'In favour: $4.80/mi, above your $2.75 minimum',
    ]);

    await user.click(within(first).getByRole('button', { name: 'Details of HC-1042' }));
    const dialog = await screen.findByRole('dialog', { name: 'HC-1042: Dallas, TX → Houston, TX' });
    expect(within(dialog).getByText('92% match')).toBeInTheDocument();
    expect(within(dialog).getByText('pickup in 24 h')).toBeInTheDocument();
  });

  it('shows why an ineligible load does not match, muted and without a percentage', async () => {
    const ineligible = {
      score: 0,
      eligible: false,
      factors: { deadhead: 0, rate: 0, lane: 0, timing: 0, fit: 0 },
      reasons: [
        { factor: 'equipment' as const, text: "Your Hotshot can't haul Step Deck", tone: 'bad' as const },
      ],
    };
    stubFetch(() =>
      jsonResponse(
        200,
        createSearchResult([createTruckerLoad({ equipment: 'Step Deck', match: ineligible })]),
      ),
    );
    renderBoard();
    const first = await screen.findByRole('article', { name: 'Dallas, TX → Houston, TX' });
    expect(within(first).getByText("Your Hotshot can't haul Step Deck")).toHaveClass('text-muted-foreground');
    expect(within(first).queryByText(/% match/)).not.toBeInTheDocument();
  });

  it('shows no match for a trucker without a lane profile', async () => {
    stubFetch(() => jsonResponse(200, createSearchResult([createTruckerLoad({ match: null })])));
    renderBoard();
    const first = await screen.findByRole('article', { name: 'Dallas, TX → Houston, TX' });
    expect(within(first).queryByText(/% match/)).not.toBeInTheDocument();
    expect(within(first).queryByRole('list', { name: 'Why this load matches' })).not.toBeInTheDocument();
  });

  it('opens the load of ?load=<id> (an alert) with Book and Message broker, and closes back to the board', async () => {
    const load = createTruckerLoad({ number: 1077, match });
    const { requests } = stubFetch(({ url }) =>
      url === `/api/loads/${load.id}` ? jsonResponse(200, load) : jsonResponse(200, createSearchResult([])),
    );
    const { user, router } = renderBoard(`/trucker/loads?sort=best_match&load=${load.id}`);

    const dialog = await screen.findByRole('dialog', { name: 'HC-1077: Dallas, TX → Houston, TX' });
    expect(within(dialog).getByRole('button', { name: 'Book HC-1077' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Message broker' })).toBeEnabled();
    expect(within(dialog).getByText('92% match')).toBeInTheDocument();
    expect(searches(requests)[0]?.url).toBe('/api/loads?sort=best_match&page=1&pageSize=20');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?sort=best_match');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the linked load has left the board', async () => {
    const id = nextId();
    stubFetch(({ url }) =>
      url === `/api/loads/${id}`
        ? problemResponse(404, { code: 'not_found', detail: 'Load not found' })
        : jsonResponse(200, createSearchResult([])),
    );
    renderBoard(`/trucker/loads?load=${id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Could not open this load' });
    expect(dialog).toHaveTextContent(
      'This load is no longer on the board: it was booked, expired or cancelled.',
    );
    expect(within(dialog).getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
  });
});
