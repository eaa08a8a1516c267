import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createFuture, createFutureList } from '../testing/factories';
import { FreightFuturesView } from './freight-futures-view';

const CONTRACT_ID = '0e4b8f2a-6d1c-4f3e-9a7b-000000000042';
const future = createFuture({ number: 12, equipment_fits: true });
const other = createFuture({ number: 11, lane_from: 'Waco, TX', equipment_fits: true });
const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST');
const lists = (requests: RecordedRequest[]) => requests.filter((r) => r.url.startsWith('/api/futures?'));

/** The trucker's list with two futures; `answer` handles the lock. After it, `future` has left the list. */
function renderTrucker(answer: () => Response, futures = [future, other]) {
  let locked = false;
  const stub = stubFetch((request) => {
    if (request.method === 'POST') {
      locked = true;
      return answer();
    }
    return jsonResponse(200, createFutureList(locked ? futures.slice(1) : futures));
  });
  return {
    ...stub,
    ...renderWithProviders(<FreightFuturesView role="trucker" />, {
      route: '/freight-futures',
      role: 'trucker',
    }),
  };
}

describe('Lock In Rate', () => {
  it('says what the trucker commits to, locks it in and links the new pending contract', async () => {
    const { requests, user } = renderTrucker(() =>
      jsonResponse(201, { id: future.id, contract_id: CONTRACT_ID, status: 'locked' }),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Lock In Rate: F-12, Dallas, TX → Houston, TX' }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Lock in F-12?' });
    expect(dialog).toHaveTextContent(
      'You commit to haul Dallas, TX → Houston, TX (Dry Van), Mar 1 – 31, 2027: about 1,200 mi at $2.50/mi, $3,000.00 in total.',
    );
    expect(dialog).toHaveTextContent('Your 80% share is $2,400.00.');
    expect(posts(requests)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Lock In Rate' }));
    expect(
      await screen.findByText('F-12 is yours. Your pending contract is ready to sign.'),
    ).toBeInTheDocument();
    expect(posts(requests)).toEqual([
      { url: `/api/futures/${future.id}/lock`, method: 'POST', body: undefined },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('You locked in F-12.');
    expect(within(banner).getByRole('link', { name: 'View contract' })).toHaveAttribute(
      'href',
      `/contract/${CONTRACT_ID}`,
    );
    // The list reloads without it.
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(1);
    });
    expect(lists(requests).length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server’s reason when another trucker was first, and refreshes the list', async () => {
    const { requests, user } = renderTrucker(() =>
      problemResponse(409, {
        code: 'future_taken',
        title: 'Conflict',
        detail: 'This future has already been locked by another trucker',
      }),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Lock In Rate: F-12, Dallas, TX → Houston, TX' }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Lock In Rate' }));

    const message = await screen.findByText('This future has already been locked by another trucker');
    const toast = message.closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(toast).toHaveTextContent('Error');
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(1);
    });
    expect(lists(requests)).toHaveLength(2);
    expect(screen.queryByText(/You locked in/)).not.toBeInTheDocument();
  });

  it('is disabled, with the reason, when the trucker’s truck can’t haul the future', async () => {
    const reefer = createFuture({ number: 15, truck_type: 'reefer', equipment_fits: false });
    const { requests } = renderTrucker(() => jsonResponse(500, {}), [reefer]);
    const button = await screen.findByRole('button', {
      name: 'Lock In Rate: F-15, Dallas, TX → Houston, TX',
    });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      "Your truck type can't haul Reefer freight, so you can't lock this one in.",
    );
    expect(posts(requests)).toHaveLength(0);
  });
});
