import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createEquipmentRates, createLaneRates, underFloor } from '../testing/factories';
import { LaneRatesView } from './lane-rates-view';

const laneCalls = (requests: { url: string }[]) =>
  requests.filter((r) => r.url.startsWith('/api/lane-rates'));

function renderPage(route = '/lane-rates') {
  return renderWithProviders(<LaneRatesView />, { route, role: 'trucker' });
}

describe('LaneRatesView', () => {
  it('searches a lane, keeps it in the URL and shows each window’s average, median, middle 50% and counts', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, createLaneRates()));
    const { user, router } = renderPage();
    expect(screen.getByText('Search a lane to see what it pays.')).toBeInTheDocument();
    expect(laneCalls(requests)).toHaveLength(0);

    await user.type(screen.getByLabelText('Origin'), 'Dallas, TX');
    await user.type(screen.getByLabelText('Destination'), '77002');
    await user.selectOptions(screen.getByLabelText('Equipment'), 'Flatbed');
    await user.click(screen.getByRole('button', { name: 'Show lane rates' }));

    expect(
      await screen.findByRole('heading', { name: 'Dallas, TX area (752) → Houston, TX area (770)' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?origin=Dallas%2C+TX&destination=77002&equipment=Flatbed');
    expect(laneCalls(requests)[0]?.url).toBe(
      '/api/lane-rates?origin=Dallas%2C+TX&destination=77002&equipment=Flatbed',
    );

    const flatbed = screen.getByRole('region', { name: 'Flatbed' });
    const month = within(flatbed).getByRole('listitem', { name: 'Last 30 days' });
    expect(month).toHaveTextContent('Average$3.05/mi');
    expect(month).toHaveTextContent('Median$3.00/mi');
    expect(month).toHaveTextContent('Middle 50%$2.80/mi – $3.25/mi');
    expect(month).toHaveTextContent('12 bookings from 4 brokers');
    expect(within(flatbed).getByRole('listitem', { name: 'Last 90 days' })).toHaveTextContent(
      '31 bookings from 6 brokers',
    );

    // Under the floor: no figure, the counts so far, and the floor explained.
    const week = within(flatbed).getByRole('listitem', { name: 'Last 7 days' });
    expect(week).toHaveTextContent('Not enough data yet');
    expect(week).toHaveTextContent('So far: 3 bookings from 2 brokers.');
    expect(week).not.toHaveTextContent('$');
    expect(
      screen.getByText(/A figure is shown once it rests on at least 7 bookings from at least 3 brokers/),
    ).toBeInTheDocument();

    // The weekly history, with a week under the floor as a gap (and said so in the table).
    const table = screen.getByRole('table', { name: 'Weekly 30-day averages' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Oct 26Not enough data yet4 bookings from 2 brokers');
    expect(rows[3]).toHaveTextContent('Nov 9$3.05/mi12 bookings from 4 brokers');
  });

  it('reads a linked lane from the URL and names equipment without bookings in one line', async () => {
    const result = createLaneRates({
      equipment: [
        createEquipmentRates('Flatbed'),
        createEquipmentRates('Dry Van', {
          windows: [underFloor(7, 0, 0), underFloor(30, 0, 0), underFloor(90, 0, 0)],
          history: [],
        }),
        createEquipmentRates('Hotshot', {
          windows: [underFloor(7, 0, 0), underFloor(30, 1, 1), underFloor(90, 2, 1)],
          history: [
            { weekStart: '2026-11-09', bookings: 1, brokers: 1, averageCents: null, medianCents: null },
          ],
        }),
      ],
    });
    const { requests } = stubFetch(() => jsonResponse(200, result));
    renderPage('/lane-rates?origin=75201&destination=Houston%2C+TX');

    expect(await screen.findByRole('region', { name: 'Flatbed' })).toBeInTheDocument();
    expect(laneCalls(requests)[0]?.url).toBe('/api/lane-rates?origin=75201&destination=Houston%2C+TX');
    expect(screen.getByLabelText('Origin')).toHaveValue('75201');
    expect(screen.getByLabelText('Equipment')).toHaveValue('');
    const hotshot = screen.getByRole('region', { name: 'Hotshot' });
    for (const window of within(hotshot).getAllByRole('listitem'))
      expect(window).toHaveTextContent('Not enough data yet');
    expect(within(hotshot).getByRole('listitem', { name: 'Last 90 days' })).toHaveTextContent(
      'So far: 2 bookings from 1 broker.',
    );
    expect(within(hotshot).getByText('No week has enough data for an average yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dry Van' })).not.toBeInTheDocument();
    expect(screen.getByText('No bookings in the last 90 days for: Dry Van.')).toBeInTheDocument();
  });

  it('says "Not enough data yet" when the lane has no bookings at all', async () => {
    stubFetch(() =>
      jsonResponse(
        200,
        createLaneRates({
          equipment: [
            createEquipmentRates('Flatbed', {
              windows: [underFloor(7, 0, 0), underFloor(30, 0, 0), underFloor(90, 0, 0)],
            }),
          ],
        }),
      ),
    );
    renderPage('/lane-rates?origin=75201&destination=77002');
    expect(await screen.findByText('No bookings on this lane in the last 90 days.')).toBeInTheDocument();
    expect(screen.getByText('Not enough data yet')).toBeInTheDocument();
  });

  it('shows the server’s field errors of a 400 under the fields', async () => {
    stubFetch(() =>
      problemResponse(400, {
        code: 'validation_failed',
        detail: 'Check the highlighted fields',
        errors: [{ field: 'destination', message: 'No US place matches "Nowhere, ZZ"' }],
      }),
    );
    renderPage('/lane-rates?origin=Dallas%2C+TX&destination=Nowhere%2C+ZZ');

    expect(await screen.findByText('No US place matches "Nowhere, ZZ"')).toBeInTheDocument();
    expect(screen.getByLabelText('Destination')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Origin')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Check the lane: see the fields above.');
  });

  it('checks the fields before searching: both ends are required', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, createLaneRates()));
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Origin'), 'Dallas, TX');
    await user.click(screen.getByRole('button', { name: 'Show lane rates' }));
    expect(screen.getByLabelText('Destination')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Destination')).toHaveFocus();
    expect(laneCalls(requests)).toHaveLength(0);
  });

  it('offers a retry when the lane rates cannot be loaded', async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1
        ? problemResponse(503, { code: 'unavailable', detail: 'The server is busy' })
        : jsonResponse(200, createLaneRates());
    });
    const { user } = renderPage('/lane-rates?origin=75201&destination=77002');
    expect(await screen.findByText('The server is busy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Flatbed' })).toBeInTheDocument();
  });
});
