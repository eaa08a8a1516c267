import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { fakeAccount, meBody } from '@/testing/auth-fixtures';
import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createBrokerStatus } from '../testing/factories';
import { BrokerOnboarding } from './broker-onboarding';

const broker = fakeAccount('broker');
const calls = (requests: RecordedRequest[], url: string) => requests.filter((request) => request.url === url);

function renderOnboarding() {
  return renderWithProviders(
    <BrokerOnboarding paymentStep={({ companyName }) => <p>Payout setup for {companyName}</p>} />,
    { route: '/onboarding', role: 'broker' },
  );
}

const create = () => screen.getByRole('button', { name: /Create Broker Profile/ });

async function fillRequired(user: UserEvent) {
  await user.type(screen.getByLabelText('Company name'), 'Lone Star Freight LLC');
  await user.type(screen.getByLabelText('MC number'), '123456');
  await user.type(screen.getByLabelText('Business address'), '100 Main St');
  await user.type(screen.getByLabelText('City'), 'Dallas');
  await user.selectOptions(screen.getByLabelText('State'), 'TX');
  await user.type(screen.getByLabelText('ZIP'), '75201');
}

describe('BrokerOnboarding', () => {
  it('keeps the create button disabled until company, MC, address, city, state and ZIP are set', async () => {
    stubFetch(() => jsonResponse(200, createBrokerStatus({ registered: false, application: null })));
    const { user } = renderOnboarding();
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    expect(create()).toBeDisabled();
    expect(create()).toHaveAccessibleDescription(
      'Still needed: Company name, MC number, Business address, City, State, ZIP.',
    );

    await user.type(screen.getByLabelText('Company name'), 'Lone Star Freight LLC');
    await user.type(screen.getByLabelText('MC number'), '123456');
    await user.type(screen.getByLabelText('Business address'), '100 Main St');
    await user.type(screen.getByLabelText('City'), 'Dallas');
    await user.selectOptions(screen.getByLabelText('State'), 'TX');
    expect(create()).toBeDisabled();
    expect(screen.getByText('Still needed: ZIP.')).toBeVisible();
    await user.type(screen.getByLabelText('ZIP'), '75201');
    expect(create()).toBeEnabled();
    expect(screen.queryByText(/Still needed/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/DOT number/)).not.toBeRequired();
    expect(screen.getByLabelText(/Phone/)).not.toBeRequired();
  });

  it('registers the brokerage (201) and moves on to the payment step', async () => {
    const { requests } = stubFetch(({ url, method }) =>
      method === 'POST' && url === '/api/onboarding/broker'
        ? jsonResponse(201, createBrokerStatus())
        : jsonResponse(200, createBrokerStatus({ registered: false, application: null })),
    );
    const { user } = renderOnboarding();
    await screen.findByText('Step 1 of 2');
    await fillRequired(user);
    await user.click(create());

    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Payout setup for Lone Star Freight LLC')).toBeInTheDocument();
    expect(calls(requests, '/api/onboarding/broker')[0]?.body).toEqual({
      companyName: 'Lone Star Freight LLC',
      mcNumber: '123456',
      address: '100 Main St',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75201',
    });
  });

  it('sends the optional phone normalised, and shows a taken MC number on its field', async () => {
    const detail = 'An application or broker with MC 123456 already exists.';
    const { requests } = stubFetch(({ method }) =>
      method === 'POST'
        ? problemResponse(409, { code: 'conflict', detail, errors: [{ field: 'mcNumber', message: detail }] })
        : jsonResponse(200, createBrokerStatus({ registered: false, application: null })),
    );
    const { user } = renderOnboarding();
    await screen.findByText('Step 1 of 2');
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Phone/), '214-555-0100');
    await user.click(create());

    const toast = (await screen.findByText('Error')).closest('li');
    expect(within(toast!).getByText(detail)).toBeInTheDocument();
    expect(screen.getByLabelText('MC number')).toHaveAccessibleDescription(detail);
    expect(calls(requests, '/api/onboarding/broker')[0]?.body).toMatchObject({ phone: '+12145550100' });
  });

  it('starts at the payment step when GET /api/broker/me says registered, and Finish completes onboarding', async () => {
    const { requests } = stubFetch(({ url }) =>
      url === '/api/onboarding/complete'
        ? jsonResponse(200, meBody(broker, { onboardingComplete: true }))
        : jsonResponse(200, createBrokerStatus()),
    );
    const { user, router } = renderOnboarding();
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.queryByLabelText('MC number')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Finish/ }));
    expect(await screen.findByText('Profile Created!')).toBeInTheDocument();
    expect(calls(requests, '/api/onboarding/complete')).toEqual([
      { url: '/api/onboarding/complete', method: 'POST', body: undefined },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/broker'));
  });

  it('toasts the message when finishing fails and stays on the step', async () => {
    stubFetch(({ url }) =>
      url === '/api/onboarding/complete'
        ? problemResponse(409, { code: 'conflict', detail: 'Register your brokerage first.' })
        : jsonResponse(200, createBrokerStatus()),
    );
    const { user, router } = renderOnboarding();
    await user.click(await screen.findByRole('button', { name: /Finish/ }));
    expect(await screen.findByText('Register your brokerage first.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(screen.getByRole('button', { name: /Finish/ })).toBeEnabled();
  });
});
