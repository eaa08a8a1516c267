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
  it('shows the lane profile from onboarding: home base, truck, radius, minimum rate and lanes', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, createTruckerProfile()));
    renderCard();
    const card = screen.getByRole('region', { name: 'Lane profile' });
    expect(await within(card).findByText(/What you told us at onboarding/)).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual(['/api/trucker/profile']);
    expect(fact('Home base')).toBe('Fort Worth, TX');
    expect(fact('Truck type')).toBe('Flatbed40 ft gooseneck');
    expect(fact('Max radius')).toBe('300 miles');
    expect(fact('Minimum rate')).toBe('$2.50/mi');
    expect(fact('Preferred lanes')).toBe('Dallas, TX → Houston, TX | Fort Worth, TX → Oklahoma City, OK');
  });

  it('says so when there is no minimum rate and no preferred lane', async () => {
    stubFetch(() =>
      jsonResponse(
        200,
        createTruckerProfile({ minRatePerMileCents: null, preferredLanes: [], maxRadius: 1500 }),
      ),
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
          preferredLanes: [],
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
