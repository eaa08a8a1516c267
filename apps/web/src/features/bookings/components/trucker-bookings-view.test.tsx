import { POD_PHOTO, type BookingView } from '@haulclub/shared';
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { bookingList, createBooking } from '../testing/factories';
import { TruckerBookingsView } from './trucker-bookings-view';

const PHOTO_ID = 'f0000000-0000-4000-8000-000000000001';

/** The trucker's bookings endpoint and the steps, answering from (and updating) `booking`. */
function stubBookings(start: BookingView, overrides: (r: RecordedRequest) => Response | null = () => null) {
  let booking = start;
  return stubFetch((request) => {
    const custom = overrides(request);
    if (custom) return custom;
    if (request.url.endsWith('/pickup')) {
      booking = { ...booking, stage: 'in_transit', pickedUpAt: '2026-03-03T15:00:00.000Z' };
      return jsonResponse(200, booking);
    }
    if (request.url === '/api/uploads/pod-photo')
      return jsonResponse(201, { id: PHOTO_ID, contentType: 'image/png', byteSize: 3 });
    if (request.url.endsWith('/deliver')) {
      const { note } = request.body as { note: string };
      booking = { ...booking, stage: 'delivered', deliveredAt: '2026-03-03T23:00:00.000Z', podNote: note };
      return jsonResponse(200, booking);
    }
    return jsonResponse(200, bookingList([booking]));
  });
}

function renderView() {
  return renderWithProviders(<TruckerBookingsView />, { route: '/trucker/bookings', role: 'trucker' });
}

async function findCard() {
  return screen.findByRole('article', { name: /HC-1042/ });
}

describe('TruckerBookingsView', () => {
  it('shows the booking: reference, lane, rate, windows, broker contact, stage and timeline', async () => {
    const { requests } = stubBookings(createBooking());
    renderView();
    const card = await findCard();
    expect(requests[0]?.url).toBe('/api/trucker/bookings?scope=active&page=1&pageSize=25');
    expect(
      within(card).getByRole('heading', { name: 'HC-1042 Dallas, TX → Houston, TX' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Booked', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    expect(within(card).getByText('$1,200')).toBeInTheDocument();
    expect(within(card).getByText(/\$5\.00\/mi · 240 mi · Flatbed/)).toBeInTheDocument();
    expect(within(card).getByText('Lone Star Freight LLC')).toBeInTheDocument();
    expect(within(card).getByText('MC 123456')).toBeInTheDocument();
    expect(within(card).getByText('Dana Broker')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Email.*dana@example\.test/ })).toHaveAttribute(
      'href',
      'mailto:dana@example.test',
    );
    expect(within(card).getByRole('link', { name: /Phone.*\(214\) 555-0100/ })).toHaveAttribute(
      'href',
      'tel:+12145550100',
    );
    const timeline = within(card).getByRole('list', { name: 'Timeline of HC-1042' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(4);
    expect(within(timeline).getAllByText('Not yet')).toHaveLength(3);
    expect(within(card).getByRole('link', { name: 'Message the broker about HC-1042' })).toHaveAttribute(
      'href',
      '/trucker/chat?thread=c0000000-0000-4000-8000-000000000001',
    );
    expect(within(card).getByRole('link', { name: 'Contract of HC-1042' })).toHaveAttribute(
      'href',
      '/contract/c0000000-0000-4000-8000-0000000000c1',
    );
    expect(within(card).queryByRole('button', { name: 'Mark HC-1042 delivered' })).not.toBeInTheDocument();
  });

  it('marks the load picked up and shows it in transit', async () => {
    const { requests } = stubBookings(createBooking());
    const { user } = renderView();
    const card = await findCard();
    await user.click(within(card).getByRole('button', { name: 'Mark HC-1042 picked up' }));

    expect(await within(card).findByText('In transit')).toBeInTheDocument();
    expect(await screen.findByText('HC-1042 marked picked up')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/bookings/b0000000-0000-4000-8000-000000000001/pickup',
    ]);
    expect(within(card).queryByRole('button', { name: 'Mark HC-1042 picked up' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Mark HC-1042 delivered' })).toBeInTheDocument();
  });

  it("toasts the server's detail when a step is refused", async () => {
    stubBookings(createBooking(), (r) =>
      r.url.endsWith('/pickup')
        ? problemResponse(409, { code: 'conflict', detail: 'This booking was cancelled' })
        : null,
    );
    const { user } = renderView();
    await user.click(within(await findCard()).getByRole('button', { name: 'Mark HC-1042 picked up' }));
    const toast = (await screen.findByText('Could not mark the load picked up')).closest('li');
    expect(within(toast!).getByText('This booking was cancelled')).toBeInTheDocument();
  });

  it('requires a proof-of-delivery note before marking delivered', async () => {
    const { requests } = stubBookings(
      createBooking({ stage: 'in_transit', pickedUpAt: '2026-03-03T15:00:00Z' }),
    );
    const { user } = renderView();
    await user.click(within(await findCard()).getByRole('button', { name: 'Mark HC-1042 delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark HC-1042 delivered' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));

    expect(await within(dialog).findByText('Proof-of-delivery note is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Proof-of-delivery note')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('refuses a photo of the wrong type or over the size limit, with a message', async () => {
    const { requests } = stubBookings(
      createBooking({ stage: 'in_transit', pickedUpAt: '2026-03-03T15:00:00Z' }),
    );
    renderView();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(within(await findCard()).getByRole('button', { name: 'Mark HC-1042 delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark HC-1042 delivered' });
    const input = within(dialog).getByLabelText(/^Photo/);
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    await user.upload(input, new File(['GIF89a'], 'pod.gif', { type: 'image/gif' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');

    const big = new File(['x'], 'pod.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: POD_PHOTO.maxBytes + 1 });
    await user.upload(input, big);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This photo is 5 MB; photos can be at most 5 MB.',
    );

    await user.type(within(dialog).getByLabelText('Proof-of-delivery note'), 'Left at dock 4');
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('uploads the photo, then marks delivered with the note and the photo id', async () => {
    const { requests, fetchMock } = stubBookings(
      createBooking({ stage: 'in_transit', pickedUpAt: '2026-03-03T15:00:00Z' }),
    );
    const { user } = renderView();
    const card = await findCard();
    await user.click(within(card).getByRole('button', { name: 'Mark HC-1042 delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark HC-1042 delivered' });
    await user.type(within(dialog).getByLabelText('Proof-of-delivery note'), 'Received by J. Smith');
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'pod.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText(/^Photo/), photo);
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));

    expect(await within(card).findByText('Delivered — awaiting confirmation')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.url)).toEqual([
      '/api/uploads/pod-photo',
      '/api/bookings/b0000000-0000-4000-8000-000000000001/deliver',
    ]);
    expect(posts[1]?.body).toEqual({ note: 'Received by J. Smith', photoId: PHOTO_ID });
    const uploadInit = fetchMock.mock.calls.find(([url]) => url === '/api/uploads/pod-photo')?.[1];
    expect(uploadInit?.body).toBe(photo);
    expect(new Headers(uploadInit?.headers).get('content-type')).toBe('image/png');
    expect(within(card).getByText('Received by J. Smith')).toBeInTheDocument();
  });

  it('shows the server refusing the upload under the photo field', async () => {
    stubBookings(createBooking({ stage: 'in_transit', pickedUpAt: '2026-03-03T15:00:00Z' }), (r) =>
      r.url === '/api/uploads/pod-photo'
        ? problemResponse(415, {
            code: 'unsupported_media_type',
            detail: 'This file is not a JPEG, PNG or WebP image',
          })
        : null,
    );
    const { user } = renderView();
    await user.click(within(await findCard()).getByRole('button', { name: 'Mark HC-1042 delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark HC-1042 delivered' });
    await user.type(within(dialog).getByLabelText('Proof-of-delivery note'), 'Dock 4');
    await user.upload(
      within(dialog).getByLabelText(/^Photo/),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This file is not a JPEG, PNG or WebP image',
    );
  });

  it('shows the server’s words when the upload is over the quota or too large, and tries again on submit', async () => {
    let uploads = 0;
    const { requests } = stubBookings(
      createBooking({ stage: 'in_transit', pickedUpAt: '2026-03-03T15:00:00Z' }),
      (r) => {
        if (r.url !== '/api/uploads/pod-photo') return null;
        uploads += 1;
        if (uploads === 1)
          return problemResponse(429, {
            code: 'rate_limited',
            detail:
              'You have 20 uploaded photos that are not attached to a delivery (the limit is 20). Unattached photos are deleted after 24 hours; try again in about 3 hours.',
          });
        if (uploads === 2)
          return problemResponse(413, {
            code: 'payload_too_large',
            detail: 'This photo is too large: a photo can be at most 5 MB.',
          });
        return null;
      },
    );
    const { user } = renderView();
    const card = await findCard();
    await user.click(within(card).getByRole('button', { name: 'Mark HC-1042 delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark HC-1042 delivered' });
    await user.type(within(dialog).getByLabelText('Proof-of-delivery note'), 'Dock 4');
    await user.upload(
      within(dialog).getByLabelText(/^Photo/),
      new File([new Uint8Array([137, 80, 78, 71])], 'pod.png', { type: 'image/png' }),
    );
    const submit = within(dialog).getByRole('button', { name: 'Mark delivered' });
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have 20 uploaded photos that are not attached to a delivery (the limit is 20). Unattached photos are deleted after 24 hours; try again in about 3 hours.',
    );
    expect(within(dialog).getByLabelText(/^Photo/)).toHaveAttribute('aria-invalid', 'true');

    await user.click(submit);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'This photo is too large: a photo can be at most 5 MB.',
      ),
    );

    await user.click(submit);
    expect(await within(card).findByText('Delivered — awaiting confirmation')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/uploads/pod-photo',
      '/api/uploads/pod-photo',
      '/api/uploads/pod-photo',
      '/api/bookings/b0000000-0000-4000-8000-000000000001/deliver',
    ]);
  });

  it('says so when there are no active bookings, with a link to the board', async () => {
    stubFetch(() => jsonResponse(200, bookingList([])));
    renderView();
    expect(await screen.findByText(/No active bookings/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find loads' })).toHaveAttribute('href', '/trucker/loads');
  });

  it('shows a failed load with the problem detail and a retry', async () => {
    stubFetch(() => problemResponse(403, { code: 'forbidden', detail: 'Complete onboarding first' }));
    renderView();
    expect(await screen.findByText('Could not load your bookings')).toBeInTheDocument();
    expect(screen.getByText('Complete onboarding first')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
