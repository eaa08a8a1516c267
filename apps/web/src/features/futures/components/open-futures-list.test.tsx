import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { emitLive } from '@/testing/live';
import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createFuture, createFutureList } from '../testing/factories';
import { FreightFuturesView } from './freight-futures-view';

const openCalls = (requests: { url: string }[]) => requests.filter((r) => r.url.startsWith('/api/futures?'));

function renderAs(role: 'admin' | 'trucker' | 'broker' = 'admin') {
  return renderWithProviders(<FreightFuturesView role={role} />, { route: '/freight-futures', role });
}

describe('Open freight futures', () => {
  it('says "Loading futures..." while the list loads', async () => {
    const { requests } = stubFetch(() => new Promise<Response>(() => undefined));
    renderAs();
    expect(screen.getByRole('status')).toHaveTextContent('Loading futures...');
    await waitFor(() => {
      expect(openCalls(requests)[0]?.url).toBe('/api/futures?page=1&pageSize=24');
    });
  });

  it('says so when no future is open', async () => {
    stubFetch(() => jsonResponse(200, createFutureList([])));
    renderAs();
    expect(await screen.findByText('No open freight futures available')).toBeInTheDocument();
  });

  it('shows each future’s lane, terms, confidence colour with words, demand and broker, newest first as sent', async () => {
    const green = createFuture({ number: 14, ai_confidence_score: 0.87, market_demand: 'high' });
    const yellow = createFuture({
      number: 13,
      lane_from: 'Fort Worth, TX',
      lane_to: 'Austin, TX',
      lane_miles: 190,
      truck_type: 'reefer',
      rate_per_mile: 3.1,
      estimated_miles: 455,
      total_commitment: 1410.5,
      start_date: '2027-01-30',
      end_date: '2027-02-02',
      ai_confidence_score: 0.6,
      market_demand: 'medium',
      broker: { id: '5f0c7a3e-1b2d-4c5e-8f90-000000000009', name: 'Sam Poster', company_name: null },
    });
    const red = createFuture({ number: 12, ai_confidence_score: 0.59, market_demand: 'low' });
    stubFetch(() => jsonResponse(200, createFutureList([green, yellow, red])));
    renderAs('admin');

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Dallas, TX → Houston, TX',
      'Fort Worth, TX → Austin, TX',
      'Dallas, TX → Houston, TX',
    ]);
    expect(screen.getByText('3 open futures, newest first')).toBeInTheDocument();

    const first = cards[0]!;
    expect(first).toHaveTextContent('F-14');
    expect(first).toHaveTextContent('239 lane miles');
    expect(first).toHaveTextContent('Truck typeDry Van');
    expect(first).toHaveTextContent('Rate$2.50/mi');
    expect(first).toHaveTextContent('Estimated miles1,200 mi');
    expect(first).toHaveTextContent('Total commitment$3,000.00');
    expect(first).toHaveTextContent('DatesMar 1 – 31, 2027');
    expect(first).toHaveTextContent('BrokerLone Star Freight LLC');
    expect(first).toHaveTextContent('Market demand: High');
    const highConfidence = within(first).getByText('87% AI confidence · High confidence');
    expect(highConfidence).toHaveAttribute('data-confidence', 'green');
    expect(highConfidence).toHaveClass('text-green-800');

    const second = cards[1]!;
    expect(second).toHaveTextContent('Truck typeReefer');
    expect(second).toHaveTextContent('Rate$3.10/mi');
    expect(second).toHaveTextContent('Total commitment$1,410.50');
    expect(second).toHaveTextContent('DatesJan 30 – Feb 2, 2027');
    expect(second).toHaveTextContent('BrokerSam Poster');
    expect(second).toHaveTextContent('Market demand: Medium');
    expect(within(second).getByText('60% AI confidence · Medium confidence')).toHaveAttribute(
      'data-confidence',
      'yellow',
    );

    const third = cards[2]!;
    expect(third).toHaveTextContent('Market demand: Low');
    expect(within(third).getByText('59% AI confidence · Low confidence')).toHaveAttribute(
      'data-confidence',
      'red',
    );

    // Admins read: no lock, no create.
    expect(screen.queryByRole('button', { name: /Lock In Rate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Future' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your futures' })).not.toBeInTheDocument();
  });

  it('toasts "Error" with the server’s message when the list fails, and retries in place', async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1
        ? problemResponse(503, { code: 'unavailable', detail: 'The server is busy' })
        : jsonResponse(200, createFutureList([createFuture()]));
    });
    const { user } = renderAs();

    const toast = await screen.findByText('Error');
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(toast.closest('[data-sonner-toast]')).toHaveTextContent('The server is busy');
    const problem = screen.getByRole('alert');
    expect(problem).toHaveTextContent('Could not load the open futures');
    expect(problem).toHaveTextContent('The server is busy');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dallas, TX → Houston, TX' })).toBeInTheDocument();
  });

  it('reloads live when a future changes', async () => {
    let futures = [createFuture({ number: 12 })];
    const { requests } = stubFetch(() => jsonResponse(200, createFutureList(futures)));
    renderAs('trucker');
    expect(await screen.findAllByRole('article')).toHaveLength(1);

    futures = [createFuture({ number: 13, lane_from: 'Waco, TX' }), ...futures];
    emitLive('futures', 'future.changed', { id: futures[0]!.id, status: 'open' });
    expect(await screen.findByRole('heading', { name: 'Waco, TX → Houston, TX' })).toBeInTheDocument();
    expect(openCalls(requests)).toHaveLength(2);

    // Rate futures' events are not about this list.
    emitLive('futures', 'precommitment.changed', { id: futures[0]!.id, status: 'open' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(openCalls(requests)).toHaveLength(2);
  });
});
