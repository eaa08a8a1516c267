import type { CreatePrecommitmentInput, PrecommitmentView } from '@haulclub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderApp } from '@/testing/test-utils';

import { createRateFuture, rateFutureList } from '../testing/factories';

const BROKER = { id: '00000000-0000-4000-8000-0000000000b1', email: 'dana@example.test' };
const CONTRACT_ID = '9b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';

async function findToast(title: string | RegExp): Promise<HTMLElement> {
  const text = await screen.findByText(title, { selector: '[data-sonner-toast] *' });
  return text.closest<HTMLElement>('[data-sonner-toast]')!;
}

function openPage(
  onPost: (request: RecordedRequest) => Response = () => jsonResponse(404, {}),
  initial: PrecommitmentView[] = [],
  forecast: (url: string) => Response = () =>
    problemResponse(400, { code: 'validation', detail: 'Lane from is not a place we know' }),
  canPost = true,
) {
  let mine = initial;
  const stub = stubFetch((request) => {
    const { url, method } = request;
    if (url.startsWith('/api/broker/precommitments?')) return jsonResponse(200, rateFutureList(mine, url));
    if (url.startsWith('/api/forecast?')) return forecast(url);
    if (url === '/api/broker/me')
      return jsonResponse(200, { registered: true, broker: null, application: null, canPost });
    if (method === 'POST') {
      const response = onPost(request);
      if (response.status === 201 && url === '/api/precommitments')
        mine = [createRateFuture({ number: 21, lane_from: 'Tulsa, OK' }), ...mine];
      if (response.ok && url.endsWith('/withdraw'))
        mine = mine.map((f) => ({ ...f, status: 'withdrawn' as const }));
      return response;
    }
    return jsonResponse(404, {});
  });
  return { ...stub, ...renderApp({ route: '/broker/rate-futures', role: 'broker', user: BROKER }) };
}

async function fill(user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else {
      await user.clear(field);
      await user.type(field, value);
    }
  }
}

const form = () => screen.findByRole('form', { name: 'Post a rate future' });

describe('broker rate futures', () => {
  it('names every blank field and checks the rate has 2 decimals, sending nothing', async () => {
    const { requests, user } = openPage();
    await user.click(within(await form()).getByRole('button', { name: 'Post rate future' }));
    expect(await screen.findByText('Lane from is required')).toBeInTheDocument();
    expect(screen.getByText('Lane to is required')).toBeInTheDocument();
    expect(screen.getByText('Truck type is required')).toBeInTheDocument();
    expect(screen.getByText('Forecast rate is required')).toBeInTheDocument();
    expect(screen.getByText('Miles estimate is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Lane from')).toHaveAttribute('aria-invalid', 'true');

    await fill(user, {
      'Lane from': 'Dallas, TX',
      'Lane to': 'Houston, TX',
      'Truck type': 'reefer',
      'Forecast rate ($/mi)': '2.915',
      'Miles estimate': '250.5',
    });
    await user.click(screen.getByRole('button', { name: 'Post rate future' }));
    expect(await screen.findByText('Forecast rate must have at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText('Miles estimate must be a whole number')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows the commitment amount as rate × miles while typing', async () => {
    const { user } = openPage();
    const region = await form();
    expect(within(region).getByText('Enter a rate and miles')).toBeInTheDocument();
    await fill(user, { 'Forecast rate ($/mi)': '2.91', 'Miles estimate': '250' });
    expect(within(region).getByText('$727.50')).toBeInTheDocument();
    await fill(user, { 'Miles estimate': '1000' });
    expect(within(region).getByText('$2,910')).toBeInTheDocument();
  });

  it('posts it with expires_at from "Expires in", toasts, resets and lists it', async () => {
    const { requests, user } = openPage(() => jsonResponse(201, createRateFuture({ number: 21 })));
    await form();
    await fill(user, {
      'Lane from': 'Tulsa, OK',
      'Lane to': 'Houston, TX',
      'Truck type': 'dry_van',
      'Forecast rate ($/mi)': '2.91',
      'Miles estimate': '250',
      'Expires in': '3',
    });
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Post rate future' }));
    await findToast('Rate future R-21 posted');

    const post = requests.find((r) => r.method === 'POST' && r.url === '/api/precommitments');
    const body = post?.body as CreatePrecommitmentInput;
    expect(body).toMatchObject({
      lane_from: 'Tulsa, OK',
      lane_to: 'Houston, TX',
      truck_type: 'dry_van',
      forecast_rate: 2.91,
      miles_estimate: 250,
    });
    const expiresIn = Date.parse(body.expires_at) - before;
    expect(expiresIn).toBeGreaterThanOrEqual(3 * 3_600_000 - 1_000);
    expect(expiresIn).toBeLessThanOrEqual(3 * 3_600_000 + 60_000);

    expect(screen.getByLabelText('Lane from')).toHaveValue('');
    const mine = await screen.findByRole('list', { name: 'Your rate futures' });
    expect(within(mine).getByText('Tulsa, OK → Houston, TX')).toBeInTheDocument();
  });

  it("puts the server's 400 under the fields it names", async () => {
    const { user } = openPage(() =>
      problemResponse(400, {
        code: 'validation',
        detail: 'Some fields are invalid',
        errors: [
          { field: 'lane_to', message: 'The lane is 512 miles; lanes must be under 400 miles' },
          { field: 'expires_at', message: 'Expires at must be at most 14 days from now' },
        ],
      }),
    );
    await form();
    await fill(user, {
      'Lane from': 'Dallas, TX',
      'Lane to': 'Memphis, TN',
      'Truck type': 'flatbed',
      'Forecast rate ($/mi)': '3',
      'Miles estimate': '450',
    });
    await user.click(screen.getByRole('button', { name: 'Post rate future' }));
    expect(
      await screen.findByText('The lane is 512 miles; lanes must be under 400 miles'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Lane to')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Expires in')).toHaveAccessibleDescription(
      'Expires at must be at most 14 days from now',
    );
    expect(screen.getByLabelText('Lane to')).toHaveValue('Memphis, TN');
  });

  it('toasts a refusal that names no field (an unverified broker)', async () => {
    const { user } = openPage(() =>
      problemResponse(403, { code: 'forbidden', detail: 'Your brokerage is not verified yet' }),
    );
    await form();
    await fill(user, {
      'Lane from': 'Dallas, TX',
      'Lane to': 'Houston, TX',
      'Truck type': 'dry_van',
      'Forecast rate ($/mi)': '2.5',
      'Miles estimate': '240',
    });
    await user.click(screen.getByRole('button', { name: 'Post rate future' }));
    const toast = await findToast('Failed to post rate future');
    expect(toast).toHaveTextContent('Your brokerage is not verified yet');
  });

  it("lists the broker's own with status, countdown, who locked it and the contract, and withdraws an open one", async () => {
    const open = createRateFuture({ number: 31 });
    const locked = createRateFuture({
      number: 32,
      status: 'locked',
      locked_by: { id: '00000000-0000-4000-8000-000000000003', name: 'Ray Trucker', company_name: null },
      locked_at: new Date().toISOString(),
      contract_id: CONTRACT_ID,
    });
    const expired = createRateFuture({ number: 33, expires_at: new Date(Date.now() - 1000).toISOString() });
    const { requests, user } = openPage(() => new Response(null, { status: 204 }), [open, locked, expired]);
    const mine = await screen.findByRole('list', { name: 'Your rate futures' });

    const lockedRow = within(mine).getByRole('listitem', { name: /^R-32/ });
    expect(within(lockedRow).getByText('Locked')).toBeInTheDocument();
    expect(within(lockedRow).getByText('Locked in by Ray Trucker')).toBeInTheDocument();
    expect(within(lockedRow).getByRole('link', { name: 'View contract for R-32' })).toHaveAttribute(
      'href',
      `/contract/${CONTRACT_ID}`,
    );
    expect(within(lockedRow).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    const expiredRow = within(mine).getByRole('listitem', { name: /^R-33/ });
    expect(within(expiredRow).getByText('Expired')).toBeInTheDocument();
    expect(within(expiredRow).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();

    const openRow = within(mine).getByRole('listitem', { name: /^R-31/ });
    expect(within(openRow).getByText('Open')).toBeInTheDocument();
    expect(within(openRow).getByText(/^2h [45]m$/)).toBeInTheDocument();
    await user.click(within(openRow).getByRole('button', { name: 'Withdraw rate future R-31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw R-31?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await findToast('Rate future R-31 withdrawn');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      `/api/precommitments/${open.id}/withdraw`,
    ]);
    expect(await within(mine).findAllByText('Withdrawn')).not.toHaveLength(0);
  });

  it("shows the server's refusal when withdrawing fails, and reloads live when a trucker locks one in", async () => {
    const open = createRateFuture({ number: 41 });
    const { requests, user } = openPage(
      () => problemResponse(409, { code: 'conflict', detail: 'This rate future has already been locked in' }),
      [open],
    );
    const mine = await screen.findByRole('list', { name: 'Your rate futures' });
    await user.click(within(mine).getByRole('button', { name: 'Withdraw rate future R-41' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    const toast = await findToast('Failed to withdraw rate future');
    expect(toast).toHaveTextContent('This rate future has already been locked in');

    const reads = () => requests.filter((r) => r.url.startsWith('/api/broker/precommitments?')).length;
    const before = reads();
    emitLive('futures', 'precommitment.changed', { id: open.id, status: 'locked' });
    await waitFor(() => {
      expect(reads()).toBe(before + 1);
    });
  });

  it("shows the lane's forecast as a hint once both ends and the truck type are set", async () => {
    const asked: string[] = [];
    const { user } = openPage(undefined, [], (url) => {
      asked.push(url);
      return jsonResponse(200, {
        lane_from: 'Dallas, TX',
        lane_to: 'Houston, TX',
        lane_miles: 240,
        truck_type: 'reefer',
        start_date: '2026-03-02',
        end_date: '2026-03-31',
        forecast_rate: 2.9,
        ai_confidence_score: 0.72,
        market_demand: 'medium',
        basis: 'lane',
        lane_bookings: 12,
        lane_brokers: 4,
        backtest_mape: 0.08,
        demand_loads: 9,
        demand_truckers: 5,
      });
    });
    await form();
    await fill(user, { 'Lane from': 'Dallas, TX', 'Lane to': 'Houston, TX' });
    expect(asked).toHaveLength(0);
    await fill(user, { 'Truck type': 'reefer' });
    expect(
      await screen.findByText(
        'Forecast $2.90/mi for this lane from 2026-03-02 to 2026-03-31 (confidence 0.72)',
      ),
    ).toBeInTheDocument();
    expect(asked).toEqual(['/api/forecast?lane_from=Dallas%2C+TX&lane_to=Houston%2C+TX&truck_type=reefer']);
  });

  it('tells an unverified broker why there is no form, and still lists their own', async () => {
    openPage(undefined, [createRateFuture({ number: 61 })], undefined, false);
    expect(await screen.findByText('Only verified brokers can post rate futures')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/broker');
    expect(screen.queryByRole('form', { name: 'Post a rate future' })).not.toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: /^R-61/ })).toBeInTheDocument();
  });
});
