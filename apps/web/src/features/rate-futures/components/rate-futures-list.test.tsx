import type { PrecommitmentView } from '@haulclub/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderApp } from '@/testing/test-utils';

import { createRateFuture, rateFutureList } from '../testing/factories';

const TRUCKER = { id: '00000000-0000-4000-8000-000000000002', email: 'lena@example.test' };
const CONTRACT_ID = '9b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

const list = () => screen.findByRole('list', { name: 'Open rate futures' });
const openPage = () => renderApp({ route: '/trucker/rate-futures', role: 'trucker', user: TRUCKER });

/** The toast titled `title` (sonner renders each as an <li data-sonner-toast>). */
async function findToast(title: string | RegExp): Promise<HTMLElement> {
  const text = await screen.findByText(title, { selector: '[data-sonner-toast] *' });
  return text.closest<HTMLElement>('[data-sonner-toast]')!;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('trucker rate futures list', () => {
  it('shows 6 placeholders while loading', async () => {
    stubFetch(({ url }) =>
      url.startsWith('/api/precommitments?') ? new Promise<Response>(() => {}) : jsonResponse(404, {}),
    );
    const view = openPage();
    expect(await screen.findByText('Loading rate futures…')).toHaveAttribute('role', 'status');
    const region = screen.getByRole('region', { name: 'Open rate futures' });
    expect(region.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(6);
    view.unmount();
  });

  it('says so when no broker has posted one', async () => {
    stubFetch(({ url }) =>
      url.startsWith('/api/precommitments?')
        ? jsonResponse(200, rateFutureList([], url))
        : jsonResponse(404, {}),
    );
    openPage();
    expect(await screen.findByText('No Rate Futures Available')).toBeInTheDocument();
    expect(
      screen.getByText('No brokers have posted rate futures at this time. Check back later!'),
    ).toBeInTheDocument();
  });

  it('toasts "Failed to load rate futures" with the server\'s words', async () => {
    stubFetch(({ url }) =>
      url.startsWith('/api/precommitments?')
        ? problemResponse(503, { code: 'unavailable', detail: 'The database is unavailable.' })
        : jsonResponse(404, {}),
    );
    openPage();
    const toast = await findToast('Failed to load rate futures');
    expect(toast).toHaveTextContent('The database is unavailable.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists open ones newest first with lane, truck type, 2-decimal rate, miles, amount, broker and countdown; reloads live', async () => {
    let items: PrecommitmentView[] = [
      createRateFuture({
        number: 7,
        created_at: inSeconds(-600),
        expires_at: inSeconds(2 * 3600 + 5 * 60 + 30),
      }),
      createRateFuture({
        number: 8,
        lane_from: 'Austin, TX',
        lane_to: 'San Antonio, TX',
        truck_type: 'reefer',
        forecast_rate: 3,
        miles_estimate: 80,
        commitment_amount: 240,
        created_at: inSeconds(-60),
        expires_at: inSeconds(45 * 60 + 20),
      }),
    ];
    const { requests } = stubFetch(({ url }) =>
      url.startsWith('/api/precommitments?')
        ? jsonResponse(200, rateFutureList(items, url))
        : jsonResponse(404, {}),
    );
    openPage();
    const ul = await list();
    const rows = within(ul).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'R-8: Austin, TX → San Antonio, TX',
      'R-7: Dallas, TX → Houston, TX',
    ]);
    const first = within(rows[1]!);
    expect(first.getByText('Dallas, TX → Houston, TX')).toBeInTheDocument();
    expect(first.getByText('Dry Van')).toBeInTheDocument();
    expect(first.getByText('$2.91/mi')).toBeInTheDocument();
    expect(first.getByText('~250 mi')).toBeInTheDocument();
    expect(first.getByText(/\$727\.50/)).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Lone Star Logistics' })).toBeInTheDocument();
    expect(first.getByText('2h 5m')).toBeInTheDocument();
    const second = within(rows[0]!);
    expect(second.getByText('$3.00/mi')).toBeInTheDocument();
    expect(second.getByText('Reefer')).toBeInTheDocument();
    expect(second.getByText('45m')).toBeInTheDocument();

    const before = requests.filter((r) => r.url.startsWith('/api/precommitments?')).length;
    items = [createRateFuture({ number: 9, lane_from: 'Tulsa, OK', created_at: inSeconds(0) }), ...items];
    emitLive('futures', 'precommitment.changed', { id: items[0]!.id, status: 'open' });
    expect(await within(ul).findByText('Tulsa, OK → Houston, TX')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.startsWith('/api/precommitments?'))).toHaveLength(before + 1);

    // A freight future's change is not a rate future's: no reload.
    emitLive('futures', 'future.changed', { id: items[0]!.id, status: 'open' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requests.filter((r) => r.url.startsWith('/api/precommitments?'))).toHaveLength(before + 1);
  });

  it('accepts one: success toast with the contract link, the list reloads', async () => {
    const future = createRateFuture({ number: 12 });
    let items = [future];
    const { requests } = stubFetch(({ url, method }) => {
      if (url.startsWith('/api/precommitments?')) return jsonResponse(200, rateFutureList(items, url));
      if (url === '/api/precommitments/accept' && method === 'POST') {
        items = [];
        return jsonResponse(201, { id: future.id, contract_id: CONTRACT_ID, status: 'locked' });
      }
      return jsonResponse(404, {});
    });
    const view = openPage();
    const accept = await within(await list()).findByRole('button', { name: 'Accept rate future R-12' });
    await view.user.click(accept);

    const toast = await findToast('Rate future locked in successfully!');
    expect(requests.find((r) => r.url === '/api/precommitments/accept')?.body).toEqual({
      precommitment_id: future.id,
    });
    expect(await screen.findByText('No Rate Futures Available')).toBeInTheDocument();
    // A plain click: sonner's swipe handling wants pointer capture, which jsdom lacks.
    fireEvent.click(within(toast).getByRole('button', { name: 'View contract' }));
    await waitFor(() => {
      expect(view.router.state.location.pathname).toBe(`/contract/${CONTRACT_ID}`);
    });
  });

  it("shows the server's refusal when accepting fails (409 expired) and reloads", async () => {
    const future = createRateFuture({ number: 13 });
    const { requests } = stubFetch(({ url }) => {
      if (url.startsWith('/api/precommitments?')) return jsonResponse(200, rateFutureList([future], url));
      if (url === '/api/precommitments/accept')
        return problemResponse(409, { code: 'conflict', detail: 'This rate future has expired' });
      return jsonResponse(404, {});
    });
    const view = openPage();
    await view.user.click(
      await within(await list()).findByRole('button', { name: 'Accept rate future R-13' }),
    );
    const toast = await findToast('Failed to accept rate future');
    expect(toast).toHaveTextContent('This rate future has expired');
    await waitFor(() => {
      expect(requests.filter((r) => r.url.startsWith('/api/precommitments?'))).toHaveLength(2);
    });
  });

  it("disables Accept with the reason when the trucker's equipment does not fit", async () => {
    stubFetch(({ url }) =>
      url.startsWith('/api/precommitments?')
        ? jsonResponse(
            200,
            rateFutureList(
              [createRateFuture({ number: 14, truck_type: 'flatbed', equipment_fits: false })],
              url,
            ),
          )
        : jsonResponse(404, {}),
    );
    openPage();
    const button = await within(await list()).findByRole('button', { name: 'Accept rate future R-14' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("Your truck type can't haul Flatbed.");
  });

  it('disables Accept and shows Expired the second its countdown reaches zero', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { requests } = stubFetch(({ url }) =>
      url.startsWith('/api/precommitments?')
        ? jsonResponse(
            200,
            rateFutureList([createRateFuture({ number: 15, expires_at: inSeconds(61) })], url),
          )
        : jsonResponse(404, {}),
    );
    openPage();
    const ul = await list();
    const button = within(ul).getByRole('button', { name: 'Accept rate future R-15' });
    expect(button).toBeEnabled();
    expect(within(ul).getByText('1m')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(within(ul).getByText('<1m')).toBeInTheDocument();
    expect(button).toBeEnabled();

    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(within(ul).getByText('Expired')).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(requests.some((r) => r.url === '/api/precommitments/accept')).toBe(false);
  });

  it('shows the newest 5 on the trucker dashboard with the way to all of them', async () => {
    const items = Array.from({ length: 6 }, (_, i) =>
      createRateFuture({ number: 50 + i, created_at: inSeconds(-600 + i * 60) }),
    ).reverse();
    stubFetch(({ url }) =>
      url.startsWith('/api/precommitments?')
        ? jsonResponse(200, rateFutureList(items, url))
        : jsonResponse(404, {}),
    );
    renderApp({ route: '/trucker', role: 'trucker', user: TRUCKER });
    const card = await screen.findByRole('region', { name: 'Rate futures' });
    const ul = await within(card).findByRole('list', { name: 'Open rate futures' });
    expect(
      within(ul)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')?.split(':')[0]),
    ).toEqual(['R-55', 'R-54', 'R-53', 'R-52', 'R-51']);
    expect(within(card).getByRole('link', { name: 'See all 6 rate futures' })).toHaveAttribute(
      'href',
      '/trucker/rate-futures',
    );
  });

  it('pages through them 25 at a time on its own page', async () => {
    const items = Array.from({ length: 30 }, (_, i) =>
      createRateFuture({ number: 100 + i, created_at: inSeconds(-3600 + i * 60) }),
    ).reverse();
    const { requests } = stubFetch(({ url }) =>
      url.startsWith('/api/precommitments?')
        ? jsonResponse(200, rateFutureList(items, url))
        : jsonResponse(404, {}),
    );
    const view = openPage();
    const ul = await list();
    expect(within(ul).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByText('Page 1 of 2 · 30 rate futures')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 · 30 rate futures')).toBeInTheDocument();
    await waitFor(() => {
      expect(within(ul).getAllByRole('listitem')).toHaveLength(5);
    });
    expect(within(ul).getAllByRole('listitem')[0]).toHaveAccessibleName(/^R-104:/);
    expect(requests.map((r) => r.url)).toContain('/api/precommitments?page=2&pageSize=25');
  });

  it('sends one accept however fast the trucker clicks', async () => {
    const future = createRateFuture({ number: 70 });
    let release: (response: Response) => void = () => undefined;
    const { requests } = stubFetch(({ url }) => {
      if (url.startsWith('/api/precommitments?')) return jsonResponse(200, rateFutureList([future], url));
      if (url === '/api/precommitments/accept')
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      return jsonResponse(404, {});
    });
    const view = openPage();
    const button = await within(await list()).findByRole('button', { name: 'Accept rate future R-70' });
    await view.user.dblClick(button);
    await view.user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Accepting…');
    release(jsonResponse(201, { id: future.id, contract_id: CONTRACT_ID, status: 'locked' }));
    await findToast('Rate future locked in successfully!');
    expect(requests.filter((r) => r.url === '/api/precommitments/accept')).toHaveLength(1);
  });
});
