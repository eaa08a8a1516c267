import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { EQUIPMENT_CATALOGUE } from '@haulclub/shared';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createBrokerLoad, createBrokerStatus, createEstimate, DALLAS, HOUSTON } from '../testing/factories';
import { isoToLocalInput } from '../utils/datetime';
import { PostLoadView } from './post-load-view';

/** Tomorrow (or `days` ahead) at `hour`:00 local time. */
function at(days: number, hour: number): Date {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, 0, 0, 0);
  return date;
}
const local = (date: Date) => isoToLocalInput(date.toISOString());

type Handler = (request: RecordedRequest) => Response;

function stubApi(options: { verified?: boolean; estimate?: number; post?: Handler; other?: Handler } = {}) {
  const { verified = true, estimate = 290 } = options;
  return stubFetch((request) => {
    if (request.url === '/api/broker/me') return jsonResponse(200, createBrokerStatus({ verified }));
    if (request.url === '/api/broker/loads/estimate') return jsonResponse(200, createEstimate(estimate));
    if (request.url === '/api/broker/loads' && request.method === 'POST' && options.post)
      return options.post(request);
    if (options.other) return options.other(request);
    return problemResponse(404, { code: 'not_found', detail: 'Not found' });
  });
}

const group = (name: string) => screen.getByRole('group', { name });

async function fillPlaces(user: UserEvent) {
  for (const [name, place] of [
    ['Pickup', DALLAS],
    ['Delivery', HOUSTON],
  ] as const) {
    const stop = group(name);
    await user.type(within(stop).getByLabelText('City'), place.city);
    await user.selectOptions(within(stop).getByLabelText('State'), place.state);
    await user.type(within(stop).getByLabelText('ZIP'), place.zip);
  }
}

async function fillRest(user: UserEvent) {
  fireEvent.change(screen.getByLabelText('Pickup window start'), { target: { value: local(at(1, 8)) } });
  fireEvent.change(screen.getByLabelText('Pickup window end'), { target: { value: local(at(1, 12)) } });
  fireEvent.change(screen.getByLabelText('Delivery window start'), { target: { value: local(at(1, 14)) } });
  fireEvent.change(screen.getByLabelText('Delivery window end'), { target: { value: local(at(1, 18)) } });
  await user.selectOptions(screen.getByLabelText('Equipment'), 'Flatbed');
  await user.type(screen.getByLabelText('Weight (lbs)'), '42000');
  await user.type(screen.getByLabelText('Commodity'), 'Steel coils');
  await user.type(screen.getByLabelText('Total rate (USD)'), '1250.50');
}

function renderForm(route = '/broker/post-load') {
  return renderWithProviders(<PostLoadView />, { route, role: 'broker' });
}

const posts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url === '/api/broker/loads' && request.method === 'POST');

describe('PostLoadView', () => {
  it('tells a broker under review that posting opens once they are verified', async () => {
    stubApi({ verified: false });
    renderForm();
    expect(await screen.findByText('You can post loads once your brokerage is verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post Load' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/broker');
  });

  it('offers the equipment catalogue, in its order, with its labels', async () => {
    stubApi();
    renderForm();
    await screen.findByRole('button', { name: 'Post Load' });
    const options = within(screen.getByLabelText('Equipment')).getAllByRole('option').slice(1);
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual(
      EQUIPMENT_CATALOGUE.map((entry) => [entry.code, entry.label]),
    );
    expect(options.map((option) => option.textContent)).toEqual([
      'Hotshot',
      'Power Only',
      'Flatbed',
      'Dry Van',
      'Step Deck',
      'RGN',
      'Reefer',
    ]);
  });

  it('prefills the miles from the estimate and shows the rate per mile as the broker types', async () => {
    const { requests } = stubApi({ estimate: 290 });
    const { user } = renderForm();
    await screen.findByRole('button', { name: 'Post Load' });
    await fillPlaces(user);

    expect(await screen.findByText('Estimated 290 road miles (straight line × 1.2)')).toBeInTheDocument();
    expect(screen.getByLabelText('Miles')).toHaveValue(290);
    expect(requests.filter((request) => request.url === '/api/broker/loads/estimate').at(-1)?.body).toEqual({
      pickup: { city: 'Dallas', state: 'TX', zip: '75201' },
      delivery: { city: 'Houston', state: 'TX', zip: '77002' },
    });

    await user.type(screen.getByLabelText('Total rate (USD)'), '1450');
    expect(screen.getByText('That is $5.00 per mile.')).toBeInTheDocument();
  });

  it('refuses more than 400 miles before sending, with the server’s message', async () => {
    const { requests } = stubApi({ estimate: 480 });
    const { user } = renderForm();
    await screen.findByRole('button', { name: 'Post Load' });
    await fillPlaces(user);
    expect(await screen.findByText('HaulClub takes loads of 400 miles or less')).toBeInTheDocument();

    await fillRest(user);
    await user.clear(screen.getByLabelText('Miles'));
    await user.type(screen.getByLabelText('Miles'), '450');
    await user.click(screen.getByRole('button', { name: 'Post Load' }));
    expect(await screen.findByText('HaulClub takes loads of 400 miles or less')).toBeInTheDocument();
    expect(screen.getByLabelText('Miles')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(requests)).toHaveLength(0);
  });

  it('posts the load in cents and ISO times with the offset, then goes to My Loads', async () => {
    const { requests } = stubApi({
      post: () => jsonResponse(201, createBrokerLoad({ number: 1042 })),
      other: () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25 }),
    });
    const { user, router } = renderForm();
    await screen.findByRole('button', { name: 'Post Load' });
    await fillPlaces(user);
    await screen.findByText('Estimated 290 road miles (straight line × 1.2)');
    await fillRest(user);
    await user.click(screen.getByLabelText('Premium load'));
    await user.click(screen.getByRole('radio', { name: '3 hours' }));
    await user.click(screen.getByRole('button', { name: 'Post Load' }));

    expect(await screen.findByText('HC-1042 is on the board')).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/broker/loads');
    });
    const body = posts(requests)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      pickup: { city: 'Dallas', state: 'TX', zip: '75201' },
      delivery: { city: 'Houston', state: 'TX', zip: '77002' },
      equipment: 'Flatbed',
      weightLbs: 42000,
      lengthFt: null,
      commodity: 'Steel coils',
      rateCents: 125050,
      miles: 290,
      premium: true,
      expiryHours: 3,
    });
    expect(body.pickupWindowStart).toMatch(/^\d{4}-\d\d-\d\dT08:00:00[+-]\d\d:\d\d$/);
    expect(Date.parse(body.pickupWindowStart as string)).toBe(at(1, 8).getTime());
    expect(Date.parse(body.deliveryWindowEnd as string)).toBe(at(1, 18).getTime());
  });

  it('shows a server 400 on pickup.zip under the pickup ZIP field', async () => {
    const message = 'ZIP 75201 is not in OK';
    stubApi({
      post: () =>
        problemResponse(400, {
          code: 'validation_failed',
          detail: 'Check the highlighted fields.',
          errors: [{ field: 'pickup.zip', message }],
        }),
    });
    const { user } = renderForm();
    await screen.findByRole('button', { name: 'Post Load' });
    await fillPlaces(user);
    await screen.findByText('Estimated 290 road miles (straight line × 1.2)');
    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Post Load' }));

    const zip = within(group('Pickup')).getByLabelText('ZIP');
    await waitFor(() => {
      expect(zip).toHaveAttribute('aria-invalid', 'true');
    });
    expect(zip).toHaveAccessibleDescription(message);
    expect(within(group('Delivery')).getByLabelText('ZIP')).not.toHaveAttribute('aria-invalid');
  });

  it('edits an unbooked load with the same form and saves it with PUT', async () => {
    const load = createBrokerLoad({ number: 1077, rateCents: 99_950, miles: 260, status: 'expired' });
    const { requests } = stubApi({
      other: (request) =>
        request.method === 'PUT'
          ? jsonResponse(200, { ...load, commodity: 'Lumber' })
          : request.url === `/api/broker/loads/${load.id}`
            ? jsonResponse(200, load)
            : jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25 }),
    });
    const { user, router } = renderForm(`/broker/post-load?edit=${load.id}`);

    expect(await screen.findByRole('heading', { name: 'Edit HC-1077' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Total rate (USD)')).toHaveValue(999.5);
    expect(screen.getByLabelText('Miles')).toHaveValue(260);
    expect(screen.queryByRole('radio', { name: '1 hour' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Commodity'));
    await user.type(screen.getByLabelText('Commodity'), 'Lumber');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('HC-1077 saved')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url).toBe(`/api/broker/loads/${load.id}`);
    expect(put?.body).toMatchObject({ commodity: 'Lumber', rateCents: 99_950, miles: 260 });
    expect(put?.body).not.toHaveProperty('expiryHours');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/broker/loads');
    });
  });
});
