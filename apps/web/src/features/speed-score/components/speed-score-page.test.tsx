import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { renderApp } from '@/testing/test-utils';

import { createComponent, createSpeedScore } from '../testing/factories';

const TRUCKER = { id: '00000000-0000-4000-8000-000000000002', email: 'ray@example.test' };

function serve(body: unknown, status = 200) {
  return stubFetch(({ url }) =>
    url === '/api/trucker/score'
      ? status === 200
        ? jsonResponse(200, body)
        : problemResponse(status, { code: 'INTERNAL', detail: 'The score service is down' })
      : jsonResponse(404, {}),
  );
}

describe('/trucker/score', () => {
  // Lazy routes compile on first use: compile this one up front, so the first test does not wait for it.
  beforeAll(async () => {
    await import('@/app/routes/trucker/score');
  }, 30_000);

  it('shows the score, its change, the rank, early access, each component and the weekly history', async () => {
    serve(createSpeedScore());
    renderApp({ route: '/trucker/score', role: 'trucker', user: TRUCKER });

    const card = await screen.findByRole('region', { name: 'Your speed score' });
    expect(within(card).getByLabelText('Speed score 87 out of 100')).toHaveTextContent('87/ 100');
    expect(
      within(card).getByText(/Based on 12 bookings in the last 90 days\. \+5 vs 4 weeks ago\./),
    ).toBeInTheDocument();
    expect(within(card).getByText('top 8%')).toBeInTheDocument();
    expect(within(card).getByText('#3 of 40 active truckers')).toBeInTheDocument();
    expect(within(card).getByText('Early access to premium freight')).toBeInTheDocument();

    const parts = screen.getByRole('region', { name: 'What makes up your score' });
    const pickup = within(parts).getByRole('meter', { name: 'On-time pickup' });
    expect(pickup).toHaveAttribute('aria-valuenow', '90');
    expect(within(parts).getByText('25% of the score')).toBeInTheDocument();
    expect(within(parts).getByText(/9 of 10 on time/)).toBeInTheDocument();
    const chat = within(parts).getByRole('meter', { name: 'Chat response' });
    expect(chat).not.toHaveAttribute('aria-valuenow');
    expect(chat).toHaveAttribute('aria-valuetext', 'No data yet');

    const history = screen.getByRole('region', { name: 'Weekly history' });
    const table = within(history).getByRole('table', { name: 'Weekly speed score' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('cell', { name: '91' })).toBeInTheDocument();
    expect(within(table).getAllByRole('cell', { name: 'No score' })).toHaveLength(8);
  });

  it('says "Not enough data yet" with how many bookings are missing, without rank or early access', async () => {
    serve(
      createSpeedScore({
        score: null,
        enoughData: false,
        bookings: 1,
        rank: null,
        earlyAccess: false,
        change: null,
        components: [createComponent({ value: null, detail: null, samples: 0 })],
        history: createSpeedScore().history.map((w) => ({ ...w, score: null })),
      }),
    );
    renderApp({ route: '/trucker/score', role: 'trucker', user: TRUCKER });
    const card = await screen.findByRole('region', { name: 'Your speed score' });
    expect(within(card).getByText('Not enough data yet')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'A score needs 3 bookings in the last 90 days; you have 1 booking, 2 more to go.',
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/top \d+%/)).not.toBeInTheDocument();
    expect(within(card).queryByText('Early access to premium freight')).not.toBeInTheDocument();
    expect(screen.getByText('No weekly scores yet.')).toBeInTheDocument();
  });

  it('shows a rank without early access for a trucker outside the top share', async () => {
    serve(
      createSpeedScore({ score: 61, rank: { position: 30, of: 40, topPercent: 75 }, earlyAccess: false }),
    );
    renderApp({ route: '/trucker/score', role: 'trucker', user: TRUCKER });
    const card = await screen.findByRole('region', { name: 'Your speed score' });
    expect(within(card).getByText('top 75%')).toBeInTheDocument();
    expect(within(card).queryByText('Early access to premium freight')).not.toBeInTheDocument();
  });

  it('explains a failed load with a way to try again', async () => {
    serve(null, 500);
    renderApp({ route: '/trucker/score', role: 'trucker', user: TRUCKER });
    expect(await screen.findByText('Your speed score could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The score service is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
