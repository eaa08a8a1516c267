import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createFuture, createFutureList } from '../testing/factories';
import { BrokerFuturesList } from './broker-futures-list';

const CONTRACT_ID = '0e4b8f2a-6d1c-4f3e-9a7b-000000000042';
const open = createFuture({ number: 21, lane_from: 'Austin, TX' });
const locked = createFuture({
  number: 20,
  status: 'locked',
  locked_by: { id: '1a2b3c4d-0000-4000-8000-000000000007', name: 'Lena Hauler', company_name: null },
  locked_at: '2026-11-25T20:00:00.000Z',
  contract_id: CONTRACT_ID,
});
const withdrawn = createFuture({ number: 19, status: 'withdrawn', withdrawn_at: '2026-11-24T10:00:00.000Z' });
const expired = createFuture({ number: 18, status: 'expired' });
const withdraws = (requests: RecordedRequest[]) => requests.filter((r) => r.url.endsWith('/withdraw'));

function renderList(answer: () => Response = () => jsonResponse(200, { ...open, status: 'withdrawn' })) {
  let done = false;
  let response409 = false;
  const stub = stubFetch((request) => {
    if (request.url.endsWith('/withdraw')) {
      const response = answer();
      done = true;
      return response;
    }
    const first = done ? { ...open, status: response409 ? 'locked' : 'withdrawn' } : open;
    return jsonResponse(200, createFutureList([first as typeof open, locked, withdrawn, expired]));
  });
  const setConflict = () => {
    response409 = true;
  };
  return {
    ...stub,
    setConflict,
    ...renderWithProviders(<BrokerFuturesList />, { route: '/freight-futures', role: 'broker' }),
  };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Your futures', () => {
  it('lists every status with a badge, who locked it with a link to the contract, and Withdraw only for open ones', async () => {
    const { requests } = renderList();
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(requests[0]?.url).toBe('/api/broker/futures?page=1&pageSize=24');

    const openCard = card('Austin, TX → Houston, TX');
    expect(within(openCard).getByText('Open')).toHaveAttribute('data-status', 'open');
    expect(within(openCard).getByRole('button', { name: 'Withdraw F-21' })).toBeInTheDocument();
    expect(within(openCard).queryByRole('link')).not.toBeInTheDocument();

    const [lockedCard, withdrawnCard, expiredCard] = screen
      .getAllByRole('article')
      .filter((a) => a !== openCard);
    expect(lockedCard).toHaveTextContent('Locked');
    expect(lockedCard).toHaveTextContent('Locked by Lena Hauler');
    expect(within(lockedCard!).getByRole('link', { name: 'View the contract of F-20' })).toHaveAttribute(
      'href',
      `/contract/${CONTRACT_ID}`,
    );
    expect(within(lockedCard!).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    expect(within(withdrawnCard!).getByText('Withdrawn')).toHaveAttribute('data-status', 'withdrawn');
    expect(within(expiredCard!).getByText('Expired')).toHaveAttribute('data-status', 'expired');
    for (const other of [withdrawnCard!, expiredCard!])
      expect(within(other).queryByRole('button')).not.toBeInTheDocument();
  });

  it('withdraws an open future after a confirmation, and the list shows it withdrawn', async () => {
    const { requests, user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Withdraw F-21' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw F-21?' });
    expect(dialog).toHaveTextContent('Austin, TX → Houston, TX leaves the open futures');
    expect(withdraws(requests)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('F-21 withdrawn.')).toBeInTheDocument();
    expect(withdraws(requests)).toEqual([
      { url: `/api/futures/${open.id}/withdraw`, method: 'POST', body: undefined },
    ]);
    await waitFor(() => {
      expect(within(card('Austin, TX → Houston, TX')).getByText('Withdrawn')).toBeInTheDocument();
    });
    expect(screen.queryByRole('button', { name: 'Withdraw F-21' })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when it was locked meanwhile, and refreshes', async () => {
    const view = renderList(() =>
      problemResponse(409, {
        code: 'future_not_open',
        detail: 'This future is locked and can no longer be withdrawn',
      }),
    );
    view.setConflict();
    await view.user.click(await screen.findByRole('button', { name: 'Withdraw F-21' }));
    await view.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }));

    const message = await screen.findByText('This future is locked and can no longer be withdrawn');
    expect(message.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(message.closest('[data-sonner-toast]')).toHaveTextContent('Error');
    await waitFor(() => {
      expect(within(card('Austin, TX → Houston, TX')).getByText('Locked')).toBeInTheDocument();
    });
  });

  it('says so when the broker has none', async () => {
    stubFetch(() => jsonResponse(200, createFutureList([])));
    renderWithProviders(<BrokerFuturesList />, { route: '/freight-futures', role: 'broker' });
    expect(await screen.findByText('You have not posted a freight future yet.')).toBeInTheDocument();
  });
});
