import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createSearchResult, createTruckerLoad, nextId } from '../testing/factories';
import { LoadBoardView } from './load-board-view';

const load = createTruckerLoad({ number: 1042, rateCents: 120_000 });
const other = createTruckerLoad({ number: 1043 });
const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST');

/**
 * The board with two loads; `answer` handles the POSTs. After a POST the board no longer lists `load`
 * (after a 409 booking_overlap it still does: the load is still on offer).
 */
function renderBoard(answer: (request: RecordedRequest) => Response | Promise<Response>) {
  let booked = false;
  const stub = stubFetch(async (request) => {
    if (request.method === 'POST') {
      const response = await answer(request);
      const overlap = response.status === 409 && (await response.clone().text()).includes('booking_overlap');
      if (!overlap) booked = true;
      return response;
    }
    return jsonResponse(200, createSearchResult(booked ? [other] : [load, other]));
  });
  return { ...stub, ...renderWithProviders(<LoadBoardView />, { route: '/trucker/loads', role: 'trucker' }) };
}

describe('BookLoadButton', () => {
  it('books at the rate shown, toasts and goes to the trucker’s bookings', async () => {
    const { requests, user, router } = renderBoard(() =>
      jsonResponse(201, { id: nextId(), rateCents: 120_000 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Book HC-1042' }));

    expect(await screen.findByText('Booked HC-1042 at $1,200')).toBeInTheDocument();
    expect(posts(requests)).toEqual([
      { url: `/api/loads/${load.id}/book`, method: 'POST', body: { rateCents: 120_000 } },
    ]);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/trucker/bookings');
    });
  });

  it('sends one request however fast the trucker clicks', async () => {
    let release: (response: Response) => void = () => undefined;
    const { requests, user } = renderBoard(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    const button = await screen.findByRole('button', { name: 'Book HC-1042' });
    await user.dblClick(button);
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Booking…');
    release(jsonResponse(200, { id: nextId(), rateCents: 120_000 }));
    expect(await screen.findByText('Booked HC-1042 at $1,200')).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(1);
  });

  it('shows "This load has just been booked" on a 409 and takes the load off the board', async () => {
    const { user } = renderBoard(() =>
      problemResponse(409, { code: 'conflict', detail: 'This load has just been booked' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Book HC-1042' }));

    expect(await screen.findByText('This load has just been booked')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Book HC-1042' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Book HC-1043' })).toBeInTheDocument();
  });

  it('asks to confirm a load that overlaps another booking, then books anyway with confirmOverlap', async () => {
    const detail =
      'This load overlaps your booking HC-977: one truck cannot reach either pickup in time after the other delivery. Book anyway to confirm.';
    const { requests, user, router } = renderBoard((request) =>
      (request.body as { confirmOverlap?: boolean }).confirmOverlap
        ? jsonResponse(201, { id: nextId(), rateCents: 120_000 })
        : problemResponse(409, { code: 'booking_overlap', detail }),
    );
    await user.click(await screen.findByRole('button', { name: 'Book HC-1042' }));

    const dialog = await screen.findByRole('dialog', { name: 'Book an overlapping load?' });
    expect(within(dialog).getByText(detail)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book anyway' }));

    expect(await screen.findByText('Booked HC-1042 at $1,200')).toBeInTheDocument();
    expect(posts(requests).map((r) => r.body)).toEqual([
      { rateCents: 120_000 },
      { rateCents: 120_000, confirmOverlap: true },
    ]);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/trucker/bookings');
    });
  });

  it('keeps the load on the board and books nothing when the trucker cancels the overlap', async () => {
    const { requests, user, router } = renderBoard(() =>
      problemResponse(409, { code: 'booking_overlap', detail: 'This load overlaps your booking HC-977' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Book HC-1042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book an overlapping load?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(posts(requests)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/trucker/loads');
    expect(screen.getByRole('button', { name: 'Book HC-1042' })).toBeEnabled();
  });

  it('shows the server’s reason on a 410 for an expired load', async () => {
    const { user } = renderBoard(() =>
      problemResponse(410, { code: 'gone', detail: 'This load has expired' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Book HC-1042' }));
    expect(await screen.findByText('This load has expired')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Book HC-1042' })).not.toBeInTheDocument();
    });
  });
});

describe('MessageBrokerButton', () => {
  it('opens (or creates) the thread, then goes to the chat', async () => {
    const threadId = nextId();
    const { requests, user, router } = renderBoard(() => jsonResponse(201, { id: threadId }));
    const card = (await screen.findByRole('button', { name: 'Book HC-1042' })).closest('article')!;
    await user.click(within(card).getByRole('button', { name: 'Message broker' }));

    await waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/trucker/chat?thread=${threadId}`,
      );
    });
    expect(posts(requests)).toEqual([{ url: `/api/loads/${load.id}/chat`, method: 'POST', body: undefined }]);
  });

  it('goes straight to an existing thread', async () => {
    const threadId = nextId();
    const withThread = createTruckerLoad({ number: 1050, threadId });
    const { requests } = stubFetch(() => jsonResponse(200, createSearchResult([withThread])));
    const { user, router } = renderWithProviders(<LoadBoardView />, {
      route: '/trucker/loads',
      role: 'trucker',
    });
    await user.click(await screen.findByRole('button', { name: 'Message broker' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe(`?thread=${threadId}`);
    });
    expect(posts(requests)).toHaveLength(0);
  });
});
