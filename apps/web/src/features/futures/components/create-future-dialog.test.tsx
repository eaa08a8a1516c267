import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createForecast, createFuture, createFutureList } from '../testing/factories';
import { FreightFuturesView } from './freight-futures-view';

type Answers = {
  create?: () => Response;
  forecast?: (url: string) => Response;
  canPost?: boolean;
};

const creates = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.url === '/api/futures');
const forecasts = (requests: RecordedRequest[]) => requests.filter((r) => r.url.startsWith('/api/forecast?'));
const lists = (requests: RecordedRequest[]) => requests.filter((r) => r.url.startsWith('/api/futures?'));

function renderBroker({ create, forecast, canPost = true }: Answers = {}) {
  const posted: ReturnType<typeof createFuture>[] = [];
  const stub = stubFetch((request) => {
    if (request.url === '/api/broker/me')
      return jsonResponse(200, { registered: true, broker: null, application: null, canPost });
    if (request.url.startsWith('/api/forecast?'))
      return forecast ? forecast(request.url) : jsonResponse(200, createForecast());
    if (request.method === 'POST' && request.url === '/api/futures') {
      const response = create ? create() : jsonResponse(201, createFuture({ number: 40 }));
      if (response.status === 201) posted.push(createFuture({ number: 40, lane_from: 'Austin, TX' }));
      return response;
    }
    if (request.url.startsWith('/api/futures?') || request.url.startsWith('/api/broker/futures'))
      return jsonResponse(200, createFutureList(posted));
    return jsonResponse(404, {});
  });
  return {
    ...stub,
    ...renderWithProviders(<FreightFuturesView role="broker" />, {
      route: '/freight-futures',
      role: 'broker',
    }),
  };
}

async function openForm(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Create Future' }));
  return screen.getByRole('dialog', { name: 'Create a freight future' });
}

async function fillLane(user: UserEvent, dialog: HTMLElement, lane = { from: 'Dallas, TX', to: '77002' }) {
  const form = within(dialog);
  await user.type(form.getByLabelText('Lane from'), lane.from);
  await user.type(form.getByLabelText('Lane to'), lane.to);
  await user.selectOptions(form.getByLabelText('Truck type'), 'Dry Van');
  await user.type(form.getByLabelText('Start date'), '2027-03-01');
  await user.type(form.getByLabelText('End date'), '2027-03-31');
}

async function fillAll(user: UserEvent, dialog: HTMLElement) {
  await fillLane(user, dialog);
  await user.type(within(dialog).getByLabelText('Rate per mile ($)'), '2.50');
  await user.type(within(dialog).getByLabelText('Estimated miles'), '1200');
}

describe('Create Future', () => {
  it('offers the spec’s fields and says "Please fill in all required fields" without sending', async () => {
    const { requests, user } = renderBroker();
    const dialog = await openForm(user);
    const form = within(dialog);
    expect(form.getByLabelText('Rate per mile ($)')).toHaveAttribute('step', '0.01');
    expect(form.getByLabelText('Rate per mile ($)')).toHaveAttribute('placeholder', '2.50');
    expect(form.getByLabelText('Estimated miles')).toHaveAttribute('step', '1');
    expect(form.getByLabelText('Start date')).toHaveAttribute('type', 'date');
    expect(
      within(form.getByLabelText('Truck type'))
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['', 'Choose a truck type'],
      ['dry_van', 'Dry Van'],
      ['reefer', 'Reefer'],
      ['flatbed', 'Flatbed'],
      ['step_deck', 'Step Deck'],
    ]);

    await user.type(form.getByLabelText('Lane from'), 'Dallas, TX');
    await user.click(form.getByRole('button', { name: 'Post future' }));

    expect(form.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(form.getByLabelText('Lane to')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Lane from')).not.toHaveAttribute('aria-invalid');
    expect(creates(requests)).toHaveLength(0);

    // Once every field is filled in, the message goes (the next submit checks the values themselves).
    await fillAll(user, dialog);
    await user.clear(form.getByLabelText('Lane from'));
    await user.type(form.getByLabelText('Lane from'), 'Dallas, TX');
    expect(form.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
  });

  it('shows the forecast for the lane, truck type and dates while the broker types', async () => {
    const { requests, user } = renderBroker();
    const dialog = await openForm(user);
    const forecast = within(dialog).getByRole('region', { name: 'Forecast' });
    expect(forecast).toHaveTextContent('Fill in the lane, truck type and dates to see the forecast.');

    await fillLane(user, dialog);
    expect(await within(forecast).findByText('Forecast $2.91/mi for this lane in March')).toBeInTheDocument();
    expect(within(forecast).getByText('83% AI confidence · High confidence')).toHaveAttribute(
      'data-confidence',
      'green',
    );
    expect(forecast).toHaveTextContent('Market demand: Medium');
    expect(forecast).toHaveTextContent('From 24 bookings by 5 brokers on this lane.');
    expect(forecast).toHaveTextContent('Back-tested error of this forecast: 6%.');
    expect(forecasts(requests).at(-1)?.url).toBe(
      '/api/forecast?lane_from=Dallas%2C+TX&lane_to=77002&truck_type=dry_van&start_date=2027-03-01&end_date=2027-03-31',
    );
  });

  it.each([
    [
      'the wider market',
      createForecast({
        basis: 'market',
        lane_bookings: 2,
        ai_confidence_score: 0.42,
        end_date: '2027-04-30',
      }),
      'Forecast $2.91/mi for this lane in March–April',
      'This lane has 2 bookings, too few: the forecast uses the wider market (origin area to destination area).',
    ],
    [
      'the national figure',
      createForecast({ basis: 'national', lane_bookings: 0, ai_confidence_score: 0.3 }),
      'Forecast $2.91/mi for this lane in March',
      'Too few bookings on this lane and its markets: the forecast uses the national Dry Van figure.',
    ],
    [
      'nothing',
      createForecast({ basis: 'none', forecast_rate: null, ai_confidence_score: 0, backtest_mape: null }),
      'Not enough history for a forecast on this lane',
      'No booked history for this lane, its markets or this truck type yet.',
    ],
  ])('says when the forecast falls back to %s', async (_name, answer, headline, basis) => {
    const { user } = renderBroker({ forecast: () => jsonResponse(200, answer) });
    const dialog = await openForm(user);
    await fillLane(user, dialog);
    const forecast = within(dialog).getByRole('region', { name: 'Forecast' });
    expect(await within(forecast).findByText(headline)).toBeInTheDocument();
    expect(forecast).toHaveTextContent(basis);
  });

  it('shows the server’s 400 under the fields it names and keeps the form open', async () => {
    const { requests, user } = renderBroker({
      create: () =>
        problemResponse(400, {
          code: 'validation_failed',
          detail: 'Check the highlighted fields',
          errors: [
            { field: 'lane_to', message: 'The lane is 512 miles; futures lanes are under 400 miles' },
            { field: 'start_date', message: 'Start date must be today or later' },
          ],
        }),
    });
    const dialog = await openForm(user);
    await fillAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Post future' }));

    expect(
      await within(dialog).findByText('The lane is 512 miles; futures lanes are under 400 miles'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Lane to')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Start date')).toHaveAccessibleDescription(
      'Start date must be today or later',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(creates(requests)[0]?.body).toEqual({
      lane_from: 'Dallas, TX',
      lane_to: '77002',
      truck_type: 'dry_van',
      rate_per_mile: 2.5,
      estimated_miles: 1200,
      start_date: '2027-03-01',
      end_date: '2027-03-31',
    });
  });

  it('toasts "Error" with the server’s message for any other refusal', async () => {
    const { user } = renderBroker({
      create: () =>
        problemResponse(403, { code: 'broker_not_verified', detail: 'Your brokerage is not verified yet' }),
    });
    const dialog = await openForm(user);
    await fillAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Post future' }));
    const message = await screen.findByText('Your brokerage is not verified yet');
    expect(message.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(message.closest('[data-sonner-toast]')).toHaveTextContent('Error');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('creates it: the success toast, the dialog closes and resets, and the lists reload', async () => {
    const { requests, user } = renderBroker();
    expect(await screen.findByText('No open freight futures available')).toBeInTheDocument();
    const before = lists(requests).length;
    const dialog = await openForm(user);
    await fillAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Post future' }));

    expect(await screen.findByText('Success: Freight future created successfully!')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(creates(requests)).toHaveLength(1);
    await waitFor(() => {
      expect(lists(requests).length).toBeGreaterThan(before);
    });
    const open = screen.getByRole('region', { name: 'Open futures' });
    expect(
      await within(open).findByRole('heading', { name: 'Austin, TX → Houston, TX' }),
    ).toBeInTheDocument();
    const own = screen.getByRole('region', { name: 'Your futures' });
    expect(await within(own).findByRole('heading', { name: 'Austin, TX → Houston, TX' })).toBeInTheDocument();

    const reopened = await openForm(user);
    for (const label of ['Lane from', 'Lane to', 'Rate per mile ($)', 'Estimated miles', 'Start date'])
      expect(within(reopened).getByLabelText(label)).toHaveValue(label.includes('mile') ? null : '');
    expect(within(reopened).getByLabelText('Truck type')).toHaveValue('');
  });

  it('is disabled, with the reason, for a broker who is not verified yet', async () => {
    renderBroker({ canPost: false });
    const button = await screen.findByRole('button', { name: 'Create Future' });
    await waitFor(() => {
      expect(button).toBeDisabled();
    });
    expect(button).toHaveAccessibleDescription('Creating futures opens once your brokerage is verified.');
  });
});
