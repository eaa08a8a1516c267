import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';
import { createTruckerProfile } from '@/testing/trucker-profile';

import { LaneProfileCard } from './lane-profile-card';

function renderCard() {
  return renderWithProviders(<LaneProfileCard />, { route: '/trucker', role: 'trucker' });
}

/** The value next to `label` in the card's description list. */
function fact(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return [...(term.parentElement?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent).join(' | ');
}

describe('LaneProfileCard', () => {
  it('shows the lane profile: home base, truck types, radius, minimum rate, lanes, availability, alerts and an edit link', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, createTruckerProfile()));
    renderCard();
    const card = screen.getByRole('region', { name: 'Lane profile' });
    expect(await within(card).findByText(/What we match loads against/)).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual(['/api/trucker/profile']);
    expect(fact('Home base')).toBe('Fort Worth, TX');
    expect(screen.queryByText('Empty in', { selector: 'dt' })).not.toBeInTheDocument();
    expect(fact('Truck types')).toBe('Flatbed40 ft gooseneck');
    expect(fact('Max radius')).toBe('300 miles');
    expect(fact('Minimum rate')).toBe('$2.50/mi');
    expect(fact('Preferred lanes')).toBe('Dallas, TX → Houston, TX | Fort Worth, TX → Oklahoma City, OK');
    expect(fact('Available')).toBe('Every day, all day');
    expect(fact('Alerts')).toBe('At 70% match or better');
    expect(within(card).getByRole('link', { name: 'Edit lane profile' })).toHaveAttribute(
      'href',
      '/trucker/profile',
    );
  });

  it('shows the current location, several truck types, weekday hours, quiet hours and legacy lanes to re-enter', async () => {
    stubFetch(() =>
      jsonResponse(
        200,
        createTruckerProfile({
          truckTypes: ['Step Deck', 'Flatbed'],
          currentLocation: {
            city: 'Waco',
            state: 'TX',
            zip: '76701',
            label: 'Waco, TX',
            availableFrom: '2026-12-01T21:00:00.000Z',
          },
          availability: { days: [1, 2, 3, 4, 5], startMinute: 360, endMinute: 1080 },
          alerts: {
            threshold: 85,
            paused: false,
            quietHours: { startMinute: 1320, endMinute: 360 },
            email: 'off',
          },
          preferredLanes: ['OKC → Dallas'],
        }),
      ),
    );
    renderCard();
    expect(await screen.findByText(/^Waco, TX from /)).toBeInTheDocument();
    expect(fact('Truck types')).toBe('Step Deck, Flatbed40 ft gooseneck');
    expect(fact('Available')).toBe('Mon–Fri, 06:00–18:00');
    expect(fact('Alerts')).toBe('At 85% match or better · quiet 22:00–06:00');
    expect(fact('Preferred lanes')).toContain('1 older lane could not be located: re-enter');
  });

  it('says when alerts are paused', async () => {
    stubFetch(() =>
      jsonResponse(
        200,
        createTruckerProfile({ alerts: { threshold: 70, paused: true, quietHours: null, email: 'instant' } }),
      ),
    );
    renderCard();
    await screen.findByText('Fort Worth, TX');
    expect(fact('Alerts')).toBe('Paused');
  });

  it('says so when there is no minimum rate and no preferred lane', async () => {
    stubFetch(() =>
      jsonResponse(200, createTruckerProfile({ minRatePerMileCents: null, lanes: [], maxRadius: 1500 })),
    );
    renderCard();
    expect(await screen.findByText('No minimum')).toBeInTheDocument();
    expect(fact('Preferred lanes')).toBe('None yet');
    expect(fact('Max radius')).toBe('1,500 miles');
  });

  it('sends a trucker without a lane profile to onboarding', async () => {
    stubFetch(() =>
      jsonResponse(
        200,
        createTruckerProfile({
          homeBaseCity: null,
          homeBaseState: null,
          truckType: null,
          truckTypes: [],
          lanes: [],
        }),
      ),
    );
    renderCard();
    expect(await screen.findByText('Your lane profile is not set up yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finish onboarding' })).toHaveAttribute('href', '/onboarding');
  });

  it("shows the server's reason when the profile cannot be loaded, with a retry", async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? problemResponse(500, { code: 'internal', detail: 'Something went wrong on our side.' })
        : jsonResponse(200, createTruckerProfile()),
    );
    const { user } = renderCard();
    expect(await screen.findByText('Could not load your lane profile.')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fort Worth, TX')).toBeInTheDocument();
  });
});
