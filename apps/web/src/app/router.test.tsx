import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { jsonResponse, stubFetch } from '@/testing/http';
import { renderApp } from '@/testing/test-utils';

describe('routes', () => {
  // Lazy routes compile on first use: compile the dashboard up front, so its test does not wait for it.
  beforeAll(async () => {
    await import('./routes/trucker/dashboard');
  }, 30_000);

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the 404 page with a link home for unknown paths', async () => {
    renderApp({ route: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => {
      expect(document.title).toBe('Page not found · HaulClub');
    });
  });

  it('renders the landing page without the sidebar and with the current year in the footer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    renderApp({ route: '/' });

    const hero = await screen.findByRole('heading', { level: 1 });
    expect(hero).toHaveTextContent('The invite-only club for short-haul freight');
    expect(screen.queryByText('Navigation')).not.toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('© 2031 HaulClub')).toBeInTheDocument();
    for (const [name, href] of [
      ['Pricing', '/pricing'],
      ['Learn More', '/learn-more'],
      ['Get Invited', '/get-invited'],
    ] as const) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('has the landing calls to action in the header, hero and closing section', async () => {
    renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Apply as Broker' })).toHaveAttribute('href', '/apply');
    expect(screen.getByRole('link', { name: 'Get Invited by Dispatcher' })).toHaveAttribute(
      'href',
      '/get-invited',
    );
    expect(screen.getAllByRole('link', { name: 'Apply as Broker' })).toHaveLength(3);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it.each([
    ['/broker/ratings', 'broker', 'Ratings', 'Ratings · HaulClub'],
    ['/trucker/score', 'trucker', 'Speed Score', 'Speed Score · HaulClub'],
  ] as const)('serves %s to its role, not a placeholder', async (route, role, heading, title) => {
    stubFetch(() => jsonResponse(404, {}));
    renderApp({ route, role });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText(/is not built yet/)).not.toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe(title);
    });
  });

  it.each([
    ['/admin/analytics', 'Analytics', 'Analytics · HaulClub'],
    ['/admin/settings', 'Platform settings', 'Platform Settings · HaulClub'],
  ] as const)('serves %s to an admin, not a placeholder', async (route, heading, title) => {
    stubFetch(() => jsonResponse(404, {}));
    renderApp({ route, role: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText(/is not built yet/)).not.toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe(title);
    });
  });

  it('serves the trucker earnings page at /trucker/earnings, with the payout account, not a placeholder', async () => {
    stubFetch(() => jsonResponse(404, {}));
    renderApp({ route: '/trucker/earnings', role: 'trucker' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
    expect(screen.getByText('Payout account')).toBeInTheDocument();
    expect(screen.queryByText('Earnings is not built yet')).not.toBeInTheDocument();
  });

  it('serves the trucker dashboard at /trucker, not a placeholder', async () => {
    stubFetch(() => jsonResponse(404, {}));
    renderApp({ route: '/trucker', role: 'trucker' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trucker dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard is not built yet')).not.toBeInTheDocument();
    for (const name of ['AI-matched loads', 'Lane profile', 'Recent bookings'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Trucker Dashboard · HaulClub');
    });
  });

  it('serves the broker application at /apply inside the shell', async () => {
    renderApp({ route: '/apply' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply as a broker' })).toBeInTheDocument();
    expect(screen.getByText('Navigation')).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Apply as Broker · HaulClub');
    });
  });

  it('404s inside a role area for paths that are not on its menu', async () => {
    renderApp({ route: '/broker/not-a-page', role: 'broker' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
  });

  it('titles each page', async () => {
    renderApp({ route: '/pricing' });
    await screen.findByRole('heading', { level: 1, name: 'One flat 10% commission' });
    await waitFor(() => {
      expect(document.title).toBe('Pricing · HaulClub');
    });
  });
});
