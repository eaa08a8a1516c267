import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createAnalytics, createEmptyAnalytics } from '../testing/analytics-fixtures';
import { AdminAnalyticsView } from './admin-analytics-view';

function renderAnalytics(route = '/admin/analytics') {
  return renderWithProviders(<AdminAnalyticsView />, { route, role: 'admin' });
}

/** The figure of a stat card (value and unit), found by its label. */
function stat(label: string) {
  const stats = screen.getByRole('region', { name: 'Figures for the range' });
  const card = within(stats).getByText(label, { selector: 'dt' }).parentElement!;
  const [value, ...notes] = within(card).getAllByRole('definition');
  return { value: value?.textContent, note: notes.map((n) => n.textContent).join(' ') };
}

const daysOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('days');

describe('AdminAnalyticsView', () => {
  it('shows the figures, the rate trend and the top lanes the API reports', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, createAnalytics()));
    renderAnalytics();

    await screen.findByRole('region', { name: 'Figures for the range' });
    expect(requests.map((r) => daysOf(r.url))).toEqual(['30']);
    expect(stat('Loads posted').value).toBe('1,234');
    expect(stat('Loads booked')).toEqual({ value: '987', note: '80.0% of the loads posted' });
    expect(stat('Median time to book').value).toBe('42 min');
    const ghost = stat('Ghost-load rate');
    expect(ghost.value).toBe('3.1%expired unbooked');
    expect(ghost.note).toContain(
      'Of the loads posted in the range that have ended, the share that expired without a booking.',
    );
    expect(ghost.note).toContain("Other load boards don't show this figure.");
    expect(stat('Active brokers').value).toBe('17');
    expect(stat('Active truckers').value).toBe('256');

    const daily = screen.getByRole('table', { name: 'Loads posted, booked and expired unbooked per day' });
    const lastDay = within(daily).getByRole('row', { name: /May 31/ });
    expect(
      within(lastDay)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12', '9', '1']);

    const rates = screen.getByRole('table', { name: 'Weekly average booked rate per mile by equipment' });
    expect(
      within(rates)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['May 20Dry Van$2.85/mi40', 'May 20Flatbed$3.12/mi12', 'May 27Dry Van$2.91/mi38']);

    const lanes = screen.getByRole('region', { name: 'Top lanes by bookings' });
    const row = within(lanes).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Dallas, TX area (750) to Houston, TX area (770)');
    const [lane, bookings, average] = within(row).getAllByRole('cell');
    expect(lane).toHaveTextContent('Dallas, TX area (750) to Houston, TX area (770)');
    // On a phone each cell also shows its column's name (hidden from assistive technology).
    expect(bookings).toHaveTextContent(/^(Bookings)?64$/);
    expect(average).toHaveTextContent(/^(Average rate)?\$3\.05\/mi$/);
  });

  it('refetches for the range picked and keeps it in the URL', async () => {
    const { requests } = stubFetch((request) => {
      const days = Number(daysOf(request.url));
      return jsonResponse(
        200,
        createAnalytics({
          days,
          totals: { ...createAnalytics().totals, posted: days * 10, medianMinutesToBook: 125 },
        }),
      );
    });
    const { user, router } = renderAnalytics('/admin/analytics?days=7');

    await screen.findByText('Last 7 days, by UTC day.');
    expect(stat('Loads posted').value).toBe('70');
    expect(stat('Median time to book').value).toBe('2 h 5 min');
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '90 days' }));

    await screen.findByText('Last 90 days, by UTC day.');
    expect(stat('Loads posted').value).toBe('900');
    expect(requests.map((r) => daysOf(r.url))).toEqual(['7', '90']);
    expect(router.state.location.search).toBe('?days=90');
    expect(screen.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks for 30 days when the URL names a range that does not exist', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, createAnalytics()));
    renderAnalytics('/admin/analytics?days=12');
    await screen.findByText('Last 30 days, by UTC day.');
    expect(requests.map((r) => daysOf(r.url))).toEqual(['30']);
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so where the range has no data instead of drawing empty charts', async () => {
    stubFetch(() => jsonResponse(200, createEmptyAnalytics(7)));
    renderAnalytics('/admin/analytics?days=7');

    await screen.findByRole('region', { name: 'Figures for the range' });
    expect(stat('Loads posted').value).toBe('0');
    expect(stat('Median time to book')).toEqual({ value: '–', note: 'No bookings in this range' });
    expect(stat('Ghost-load rate')).toEqual({
      value: '–',
      note: 'No load posted in this range has ended yet',
    });
    expect(screen.getByText('No loads were posted, booked or expired in this range.')).toBeInTheDocument();
    expect(
      screen.getByText('No loads were booked in this range, so there are no rates yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No loads were booked in this range.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows why the analytics did not load and tries again', async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1
        ? problemResponse(503, { code: 'unavailable', detail: 'The database is busy.' })
        : jsonResponse(200, createAnalytics());
    });
    const { user } = renderAnalytics();

    expect(await screen.findByText('Could not load the analytics')).toBeInTheDocument();
    expect(screen.getByText('The database is busy.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(stat('Loads posted').value).toBe('1,234');
    });
  });
});
