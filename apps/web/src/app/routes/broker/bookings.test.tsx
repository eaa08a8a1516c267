import type { BookingView, RatingView } from '@haulclub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { bookingList, createBooking } from '@/features/bookings/testing/factories';
import { createRating } from '@/features/ratings/testing/factories';
import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderApp } from '@/testing/test-utils';

const BROKER = { id: '00000000-0000-4000-8000-000000000003', email: 'dana@example.test' };
const CONFIRMED = createBooking({
  id: 'b0000000-0000-4000-8000-000000000002',
  stage: 'confirmed',
  pickedUpAt: '2026-03-03T15:00:00.000Z',
  deliveredAt: '2026-03-03T23:00:00.000Z',
  confirmedAt: '2026-03-04T09:00:00.000Z',
  rating: { mine: null, theirs: null, canRate: true, editableUntil: '2026-04-03T09:00:00.000Z' },
});
const RATING_URL = `/api/bookings/${CONFIRMED.id}/rating`;
const RATINGS_URL = `/api/bookings/${CONFIRMED.id}/ratings`;

/** The broker's History tab with one confirmed booking; `onPut` answers the rating PUT. */
function serve(
  initial: BookingView,
  onPut: (request: RecordedRequest) => Response,
  mine: RatingView | null = null,
) {
  let booking = initial;
  const stub = stubFetch((request) => {
    const { url, method } = request;
    if (url.startsWith('/api/broker/bookings?')) return jsonResponse(200, bookingList([booking]));
    if (url === RATINGS_URL)
      return jsonResponse(200, { mine, theirs: null, canRate: true, reason: null, rateBy: null });
    if (url === RATING_URL && method === 'PUT') {
      const response = onPut(request);
      if (response.ok) {
        const stars = (request.body as { stars: number }).stars;
        booking = { ...booking, rating: { ...booking.rating, mine: stars } };
      }
      return response;
    }
    return jsonResponse(404, {});
  });
  const view = renderApp({ route: '/broker/bookings?tab=history', role: 'broker', user: BROKER });
  return { ...stub, user: view.user };
}

const putRequests = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'PUT');

describe('Rate dialog on the bookings page', () => {
  // Lazy routes compile on first use: compile this one up front, so the first test does not wait for it.
  beforeAll(async () => {
    await import('./bookings');
  }, 30_000);

  it('needs stars, then saves the rating with a toast and the card shows "Rated ★4"', async () => {
    const { requests, user } = serve(CONFIRMED, ({ body }) =>
      jsonResponse(200, createRating({ ...(body as object), bookingId: CONFIRMED.id })),
    );
    const card = await screen.findByRole('article', { name: /HC-1042/ });
    await user.click(within(card).getByRole('button', { name: 'Rate Ray Hauler for HC-1042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Ray Hauler for HC-1042' });

    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    expect(await within(dialog).findByText('Choose 1 to 5 stars')).toBeInTheDocument();
    expect(putRequests(requests)).toHaveLength(0);

    const group = within(dialog).getByRole('group', { name: 'Stars' });
    expect(group).toHaveAccessibleDescription('Choose 1 to 5 stars');
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Comment (optional)' }),
      'On time, great comms',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));

    expect(await screen.findByText('Rated HC-1042 ★4')).toBeInTheDocument();
    expect(putRequests(requests)[0]?.body).toEqual({ stars: 4, comment: 'On time, great comms' });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(
      await within(card).findByRole('button', { name: 'Rated ★4 for HC-1042, change your rating' }),
    ).toHaveTextContent('Rated ★4');
  });

  it('edits a rating while it is editable: loads the stars and comment, saves the change', async () => {
    const mine = createRating({
      bookingId: CONFIRMED.id,
      stars: 4,
      comment: 'Good run',
      raterRole: 'broker',
    });
    const { requests, user } = serve(
      { ...CONFIRMED, rating: { ...CONFIRMED.rating, mine: 4 } },
      ({ body }) => jsonResponse(200, { ...mine, ...(body as object) }),
      mine,
    );
    const card = await screen.findByRole('article', { name: /HC-1042/ });
    await user.click(within(card).getByRole('button', { name: 'Rated ★4 for HC-1042, change your rating' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Change your rating of Ray Hauler for HC-1042',
    });
    const group = await within(dialog).findByRole('group', { name: 'Stars' });
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue('Good run');
    expect(within(dialog).getByText(/You can change it until/)).toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save rating' }));
    expect(await screen.findByText('Rated HC-1042 ★5')).toBeInTheDocument();
    expect(putRequests(requests)[0]?.body).toEqual({ stars: 5, comment: 'Good run' });
    expect(
      await within(card).findByRole('button', { name: 'Rated ★5 for HC-1042, change your rating' }),
    ).toBeInTheDocument();
  });

  it("shows the server's 400 on the field and a refusal in the dialog, which stays open", async () => {
    let answer: Response = problemResponse(400, {
      code: 'VALIDATION_FAILED',
      detail: 'Check the highlighted fields',
      errors: [{ field: 'comment', message: 'Comment must be at most 1000 characters' }],
    });
    const { user } = serve(CONFIRMED, () => answer);
    const card = await screen.findByRole('article', { name: /HC-1042/ });
    await user.click(within(card).getByRole('button', { name: 'Rate Ray Hauler for HC-1042' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), 'Late');
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));

    const comment = within(dialog).getByRole('textbox', { name: 'Comment (optional)' });
    expect(await within(dialog).findByText('Comment must be at most 1000 characters')).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');

    answer = problemResponse(409, {
      code: 'CONFLICT',
      detail: 'The time to rate this booking has passed',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    expect(await within(dialog).findByText('The time to rate this booking has passed')).toBeInTheDocument();
    expect(within(dialog).getByText('Your rating was not saved.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows a final rating as text, the other side's stars, and no button once rating is closed", async () => {
    serve({ ...CONFIRMED, rating: { mine: 3, theirs: 5, canRate: false, editableUntil: null } }, () =>
      jsonResponse(500, {}),
    );
    const card = await screen.findByRole('article', { name: /HC-1042/ });
    expect(within(card).getByText('Rated ★3')).toBeInTheDocument();
    expect(within(card).getByText('They rated you ★5')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Rate/ })).not.toBeInTheDocument();
  });

  it("shows the other party's rating live when rating.updated arrives", async () => {
    let booking: BookingView = CONFIRMED;
    stubFetch(({ url }) =>
      url.startsWith('/api/broker/bookings?')
        ? jsonResponse(200, bookingList([booking]))
        : jsonResponse(404, {}),
    );
    renderApp({ route: '/broker/bookings?tab=history', role: 'broker', user: BROKER });
    const card = await screen.findByRole('article', { name: /HC-1042/ });
    expect(within(card).queryByText(/They rated you/)).not.toBeInTheDocument();

    booking = { ...CONFIRMED, rating: { ...CONFIRMED.rating, theirs: 5 } };
    emitLive(`user:${BROKER.id}`, 'rating.updated', createRating({ bookingId: CONFIRMED.id, stars: 5 }));
    expect(await within(card).findByText('They rated you ★5')).toBeInTheDocument();
  });
});
