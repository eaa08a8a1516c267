import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { fakeAccount, meBody } from '@/testing/auth-fixtures';
import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { TruckerOnboarding } from './trucker-onboarding';

const trucker = fakeAccount('trucker');
const done = () => jsonResponse(200, meBody(trucker, { onboardingComplete: true }));
const posts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url === '/api/onboarding/trucker');

function renderOnboarding() {
  return renderWithProviders(<TruckerOnboarding />, { route: '/onboarding', role: 'trucker' });
}

const next = () => screen.getByRole('button', { name: /Next/ });
const complete = () => screen.getByRole('button', { name: /Complete/ });

async function fillCompany(user: UserEvent) {
  await user.type(screen.getByLabelText('Company name'), 'Ray Hauling');
  await user.type(screen.getByLabelText('Home city'), 'Houston');
  await user.selectOptions(screen.getByLabelText('Home state'), 'TX');
}

async function toEquipment(user: UserEvent) {
  await fillCompany(user);
  await user.click(next());
  return screen.findByLabelText('Truck type');
}

describe('TruckerOnboarding', () => {
  it('shows "Step 1 of 2" and keeps Next disabled until company name, home city and home state are set', async () => {
    stubFetch(done);
    const { user } = renderOnboarding();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    // The disabled button says what it waits for, visibly and as its description.
    expect(screen.getByText('Still needed: Company name, Home city, Home state.')).toBeVisible();
    expect(next()).toHaveAccessibleDescription('Still needed: Company name, Home city, Home state.');

    await user.type(screen.getByLabelText('Company name'), 'Ray Hauling');
    await user.type(screen.getByLabelText('Home city'), 'Houston');
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription('Still needed: Home state.');
    await user.selectOptions(screen.getByLabelText('Home state'), 'TX');
    expect(next()).toBeEnabled();
    expect(next()).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/Still needed/)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Home city'));
    await user.type(screen.getByLabelText('Home city'), '   ');
    expect(next()).toBeDisabled();
  });

  it('checks the optional DOT number before moving on', async () => {
    stubFetch(done);
    const { user } = renderOnboarding();
    await fillCompany(user);
    await user.type(screen.getByLabelText(/DOT number/), 'abc');
    await user.click(next());
    expect(await screen.findByText('DOT number must be 1 to 8 digits')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });

  it('checks the optional phone before moving on', async () => {
    stubFetch(done);
    const { user } = renderOnboarding();
    await fillCompany(user);
    await user.type(screen.getByLabelText(/Phone/), '555-0100');
    await user.click(next());
    expect(await screen.findByText('Enter a 10-digit US phone number')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });

  it('keeps Complete disabled until a truck type is chosen, and Back returns to step 1 with the values kept', async () => {
    stubFetch(done);
    const { user } = renderOnboarding();
    await toEquipment(user);
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(complete()).toBeDisabled();
    expect(complete()).toHaveAccessibleDescription('Still needed: Truck type.');

    const options = within(screen.getByLabelText('Truck type')).getAllByRole('option').slice(1);
    expect(options.map((option) => option.textContent)).toEqual([
      'Dry Van',
      'Refrigerated',
      'Flatbed',
      'Step Deck',
      'Lowboy',
      'Tanker',
      'Box Truck',
      'Dump Truck',
      'Hotshot',
      'Power Only',
      'RGN',
    ]);
    await user.selectOptions(screen.getByLabelText('Truck type'), 'Flatbed');
    expect(complete()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByLabelText('Company name')).toHaveValue('Ray Hauling');
    expect(screen.getByLabelText('Home state')).toHaveValue('TX');
  });

  it('adds lanes (origin → destination) with Enter or +, ignores blank and duplicate ones, and removes them', async () => {
    stubFetch(done);
    const { user } = renderOnboarding();
    await toEquipment(user);
    expect(screen.getByRole('group', { name: 'Preferred lanes' })).toBeInTheDocument();
    const origin = screen.getByLabelText('Lane origin');
    const destination = screen.getByLabelText('Lane destination');

    await user.type(origin, 'Dallas, TX');
    await user.type(destination, 'Houston, TX{Enter}');
    expect(origin).toHaveValue('');
    await user.type(origin, '77002');
    await user.type(destination, 'anywhere');
    await user.click(screen.getByRole('button', { name: 'Add lane' }));
    await user.type(origin, '   ');
    await user.type(destination, 'TX{Enter}');
    await user.clear(origin);
    await user.clear(destination);
    await user.type(origin, 'dallas, tx');
    await user.type(destination, 'houston, tx{Enter}');

    const list = screen.getByRole('list', { name: 'Your preferred lanes' });
    const items = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items()).toEqual(['Dallas, TX → Houston, TX', '77002 → anywhere']);
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Dallas, TX → Houston, TX' }));
    expect(items()).toEqual(['77002 → anywhere']);
  });

  it.each([
    ['49', 'Max radius must be at least 50 miles'],
    ['3001', 'Max radius must be at most 3000 miles'],
  ])('refuses a max radius of %s', async (radius, message) => {
    const { requests } = stubFetch(done);
    const { user } = renderOnboarding();
    await toEquipment(user);
    const field = screen.getByLabelText('Max radius (miles)');
    expect(field).toHaveValue(400);
    expect(field).toHaveAttribute('min', '50');
    expect(field).toHaveAttribute('max', '3000');

    await user.selectOptions(screen.getByLabelText('Truck type'), 'Flatbed');
    await user.clear(field);
    await user.type(field, radius);
    await user.click(complete());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);
  });

  it('sends both steps with the minimum rate in cents, toasts "Profile Created!" and goes to the driver dashboard (/trucker)', async () => {
    const { requests } = stubFetch(done);
    const { user, router } = renderOnboarding();
    await user.type(screen.getByLabelText(/MC number/), 'MC 998877');
    await user.type(screen.getByLabelText(/Phone/), '(713) 555-0142');
    await toEquipment(user);
    await user.selectOptions(screen.getByLabelText('Truck type'), 'Step Deck');
    await user.type(screen.getByLabelText(/Equipment details/), '48 ft step deck');
    await user.clear(screen.getByLabelText('Max radius (miles)'));
    await user.type(screen.getByLabelText('Max radius (miles)'), '250');
    const rate = screen.getByLabelText(/Minimum rate/);
    expect(rate).toHaveAttribute('step', '0.01');
    await user.type(rate, '2.35');
    await user.type(screen.getByLabelText('Lane origin'), 'Houston, TX');
    await user.type(screen.getByLabelText('Lane destination'), 'Dallas, TX{Enter}');
    await user.click(complete());

    expect(await screen.findByText('Profile Created!')).toBeInTheDocument();
    expect(posts(requests)[0]?.body).toEqual({
      companyName: 'Ray Hauling',
      mcNumber: '998877',
      phone: '+17135550142',
      homeBaseCity: 'Houston',
      homeBaseState: 'TX',
      truckType: 'Step Deck',
      equipmentDetails: '48 ft step deck',
      maxRadius: 250,
      minRatePerMileCents: 235,
      lanes: [{ origin: 'Houston, TX', destination: 'Dallas, TX' }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/trucker'));
  });

  it('sends no minimum rate when the field is left empty', async () => {
    const { requests } = stubFetch(done);
    const { user } = renderOnboarding();
    await toEquipment(user);
    await user.selectOptions(screen.getByLabelText('Truck type'), 'Dry Van');
    await user.click(complete());
    await screen.findByText('Profile Created!');
    expect(posts(requests)[0]?.body).toMatchObject({
      maxRadius: 400,
      minRatePerMileCents: null,
      lanes: [],
    });
  });

  it('shows server field errors on the step they belong to and toasts the message', async () => {
    stubFetch(() =>
      problemResponse(400, {
        code: 'validation_failed',
        detail: 'homeBaseCity: Home city is not a US city',
        errors: [
          { field: 'homeBaseCity', message: 'Home city is not a US city' },
          { field: 'minRatePerMileCents', message: 'Minimum rate must be at most $100.00 per mile' },
        ],
      }),
    );
    const { user } = renderOnboarding();
    await toEquipment(user);
    await user.selectOptions(screen.getByLabelText('Truck type'), 'Tanker');
    await user.click(complete());

    const toast = (await screen.findByText('Error')).closest('li');
    expect(within(toast!).getByText('homeBaseCity: Home city is not a US city')).toBeInTheDocument();
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Home city')).toHaveAccessibleDescription('Home city is not a US city');

    await user.click(next());
    expect(await screen.findByText('Minimum rate must be at most $100.00 per mile')).toBeInTheDocument();
  });

  it("shows the server's error on a lane it could not locate", async () => {
    const message =
      'We could not find "nonsense lane". Enter "City, ST", a 5-digit ZIP, a state code or "anywhere"';
    stubFetch(() =>
      problemResponse(400, {
        code: 'validation_failed',
        detail: `lanes.0.origin: ${message}`,
        errors: [{ field: 'lanes.0.origin', message }],
      }),
    );
    const { user } = renderOnboarding();
    await toEquipment(user);
    await user.selectOptions(screen.getByLabelText('Truck type'), 'Flatbed');
    await user.type(screen.getByLabelText('Lane origin'), 'nonsense lane');
    await user.type(screen.getByLabelText('Lane destination'), 'Dallas, TX{Enter}');
    await user.click(complete());
    expect(await screen.findByText(message, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText('Lane origin')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
  });
});
