import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';
import { createTruckerProfile } from '@/testing/trucker-profile';

import { LaneProfilePage } from './lane-profile-page';

const profile = createTruckerProfile({
  currentLocation: {
    city: 'Waco',
    state: 'TX',
    zip: '76701',
    label: 'Waco, TX',
    availableFrom: new Date(2026, 11, 1, 15, 0).toISOString(),
  },
  truckTypes: ['Flatbed', 'Step Deck'],
  availability: { days: [1, 2, 3, 4, 5], startMinute: 360, endMinute: 1440 },
  alerts: {
    threshold: 80,
    paused: false,
    quietHours: { startMinute: 1320, endMinute: 360 },
    email: 'digest',
  },
  preferredLanes: ['OKC → Dallas'],
});

function renderPage(handler: (r: RecordedRequest) => Response = () => jsonResponse(200, profile)) {
  const http = stubFetch(handler);
  return {
    ...renderWithProviders(<LaneProfilePage />, { route: '/trucker/profile', role: 'trucker' }),
    ...http,
  };
}

const puts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'PUT');

describe('LaneProfilePage', () => {
  it('fills the form from the stored profile, with the legacy lanes to re-enter', async () => {
    renderPage();
    expect(await screen.findByLabelText('Home city')).toHaveValue('Fort Worth');
    expect(screen.getByLabelText('Home state')).toHaveValue('TX');
    expect(screen.getByLabelText('Empty in')).toHaveValue('Waco, TX');
    expect(screen.getByLabelText('Empty from')).toHaveValue('2026-12-01T15:00');
    expect(screen.getByRole('checkbox', { name: 'Flatbed' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Step Deck' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Dry Van' })).not.toBeChecked();
    expect(screen.getByLabelText('Max radius (miles)')).toHaveValue(300);
    expect(screen.getByLabelText(/Minimum rate/)).toHaveValue(2.5);
    const lanes = screen.getByRole('list', { name: 'Your preferred lanes' });
    expect(
      within(lanes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dallas, TX → Houston, TX', 'Fort Worth, TX → Oklahoma City, OK']);
    expect(screen.getByRole('list', { name: /could not be located/ })).toHaveTextContent('OKC → Dallas');
    expect(screen.getByRole('checkbox', { name: 'Sun' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    expect(screen.getByLabelText('Available from')).toHaveValue('06:00');
    expect(screen.getByLabelText('Available until')).toHaveValue('00:00');
    expect(screen.getByLabelText('Alert threshold (match %)')).toHaveValue(80);
    expect(screen.getByRole('radio', { name: 'On' })).toBeChecked();
    expect(screen.getByLabelText('Quiet from')).toHaveValue('22:00');
    expect(screen.getByLabelText('Email alerts')).toHaveValue('digest');
  });

  it('sends the whole profile as PUT /api/trucker/profile and toasts', async () => {
    const { user, requests } = renderPage((r) =>
      r.method === 'PUT' ? jsonResponse(200, profile) : jsonResponse(200, profile),
    );
    await screen.findByLabelText('Home city');
    await user.click(screen.getByRole('button', { name: 'Clear current location' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hotshot' }));
    await user.click(screen.getByRole('checkbox', { name: 'Flatbed' }));
    await user.click(screen.getByRole('button', { name: 'Remove Fort Worth, TX → Oklahoma City, OK' }));
    await user.type(screen.getByLabelText('Lane origin'), '77002');
    await user.type(screen.getByLabelText('Lane destination'), 'anywhere{Enter}');
    await user.click(screen.getByRole('checkbox', { name: 'Sat' }));
    await user.clear(screen.getByLabelText('Alert threshold (match %)'));
    await user.type(screen.getByLabelText('Alert threshold (match %)'), '65');
    await user.click(screen.getByRole('checkbox', { name: 'Pause alerts' }));
    await user.click(screen.getByRole('radio', { name: 'Off' }));
    await user.selectOptions(screen.getByLabelText('Email alerts'), 'instant');
    await user.click(screen.getByRole('button', { name: 'Save lane profile' }));

    expect(await screen.findByText('Lane profile saved')).toBeInTheDocument();
    expect(puts(requests)).toHaveLength(1);
    expect(puts(requests)[0]).toMatchObject({ url: '/api/trucker/profile' });
    expect(puts(requests)[0]?.body).toEqual({
      homeBaseCity: 'Fort Worth',
      homeBaseState: 'TX',
      currentLocation: null,
      truckTypes: ['Step Deck', 'Hotshot'],
      equipmentDetails: '40 ft gooseneck',
      maxRadius: 300,
      minRatePerMileCents: 250,
      lanes: [
        { origin: 'Dallas, TX', destination: 'Houston, TX' },
        { origin: '77002', destination: 'anywhere' },
      ],
      availability: { days: [1, 2, 3, 4, 5, 6], startMinute: 360, endMinute: 1440 },
      alerts: { threshold: 65, paused: true, quietHours: null, email: 'instant' },
    });
  });

  it('sends the current location as an instant, and refuses a place without a time before calling', async () => {
    const { user, requests } = renderPage();
    await screen.findByLabelText('Home city');
    await user.clear(screen.getByLabelText('Empty from'));
    await user.click(screen.getByRole('button', { name: 'Save lane profile' }));
    expect(await screen.findByText('Enter when your truck is empty')).toBeInTheDocument();
    expect(puts(requests)).toHaveLength(0);

    await user.type(screen.getByLabelText('Empty from'), '2026-12-02T07:30');
    await user.click(screen.getByRole('button', { name: 'Save lane profile' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]?.body).toMatchObject({
      currentLocation: { place: 'Waco, TX', availableFrom: new Date(2026, 11, 2, 7, 30).toISOString() },
    });
  });

  it("shows the server's field errors on the named fields and the lane it could not locate", async () => {
    const { user } = renderPage((r) =>
      r.method === 'PUT'
        ? problemResponse(400, {
            code: 'validation_failed',
            detail: 'lanes.1.origin: We could not find "Fort Worth, TX"',
            errors: [
              { field: 'lanes.1.origin', message: 'We could not find "Fort Worth, TX"' },
              { field: 'currentLocation.place', message: 'We could not find "Waco, TX"' },
              { field: 'alerts.threshold', message: 'Alert threshold must be at most 100' },
            ],
          })
        : jsonResponse(200, profile),
    );
    await screen.findByLabelText('Home city');
    await user.click(screen.getByRole('button', { name: 'Save lane profile' }));
    expect(await screen.findByLabelText('Empty in')).toHaveAccessibleDescription(
      'We could not find "Waco, TX"',
    );
    expect(screen.getByLabelText('Alert threshold (match %)')).toHaveAccessibleDescription(
      'Alert threshold must be at most 100',
    );
    const lanes = within(screen.getByRole('list', { name: 'Your preferred lanes' })).getAllByRole('listitem');
    expect(lanes[1]).toHaveTextContent('We could not find "Fort Worth, TX"');
    expect(lanes[0]).not.toHaveTextContent('could not find');
    expect(screen.getByText('Could not save your lane profile')).toBeInTheDocument();
  });

  it('refetches the profile when another tab saves it', async () => {
    const { requests } = renderPage();
    await screen.findByLabelText('Home city');
    const gets = () => requests.filter((r) => r.method === 'GET').length;
    const before = gets();
    emitLive('user:test-user', 'profile.updated');
    await waitFor(() => expect(gets()).toBe(before + 1));
  });

  it('sends a trucker who has not finished onboarding there', async () => {
    renderPage(() =>
      jsonResponse(200, createTruckerProfile({ homeBaseCity: null, truckType: null, truckTypes: [] })),
    );
    expect(await screen.findByRole('link', { name: 'Finish onboarding' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
  });
});
