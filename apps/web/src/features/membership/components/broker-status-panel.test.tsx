import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import { createBrokerStatus } from '../testing/factories';
import { BrokerStatusPanel } from './broker-status-panel';

function renderPanel() {
  return renderWithProviders(
    <BrokerStatusPanel>
      <p>Loads, bookings and messages</p>
    </BrokerStatusPanel>,
    { route: '/broker', role: 'broker' },
  );
}

describe('BrokerStatusPanel', () => {
  it('tells a pending broker that the application is under review, with the FMCSA verdict and the 24-hour promise', async () => {
    stubFetch(() => jsonResponse(200, createBrokerStatus({ application: { verdict: 'mismatch' } })));
    renderPanel();
    expect(await screen.findByText('Your application is under review')).toBeInTheDocument();
    expect(
      screen.getByText(
        "FMCSA's records do not fully match your application; an admin will look at the differences.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Invite Trucker/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Loads, bookings and messages')).not.toBeInTheDocument();
  });

  it('shows a rejected broker the reason', async () => {
    stubFetch(() =>
      jsonResponse(
        200,
        createBrokerStatus({
          broker: { status: 'rejected' },
          application: {
            status: 'rejected',
            verdict: 'not_found',
            decisionReason: 'MC number is not active.',
          },
        }),
      ),
    );
    renderPanel();
    expect(await screen.findByText('Your application was not approved')).toBeInTheDocument();
    expect(screen.getByText('MC number is not active.')).toBeInTheDocument();
  });

  it('shows a verified broker the company, MC, the Verified badge, the quick actions and the rest of the dashboard', async () => {
    stubFetch(() => jsonResponse(200, createBrokerStatus({ verified: true })));
    renderPanel();
    expect(await screen.findByText('Lone Star Freight LLC')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText(/MC 123456/)).toBeInTheDocument();
    expect(screen.getByText('Loads, bookings and messages')).toBeInTheDocument();
    for (const [name, href] of [
      [/Post Load/, '/broker/post-load'],
      [/Invite Trucker/, '/broker/invite'],
      [/My Truckers/, '/broker/truckers'],
      [/Payments/, '/broker/payments'],
    ] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('sends a broker who has not registered yet back to onboarding', async () => {
    stubFetch(() => jsonResponse(200, createBrokerStatus({ registered: false, application: null })));
    renderPanel();
    expect(await screen.findByRole('link', { name: /Continue onboarding/ })).toHaveAttribute(
      'href',
      '/onboarding',
    );
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? problemResponse(500, { code: 'internal_error', detail: 'Something went wrong on our side.' })
        : jsonResponse(200, createBrokerStatus()),
    );
    const { user } = renderPanel();
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your application is under review')).toBeInTheDocument();
  });

  it('refetches when the server announces broker.status on the user topic', async () => {
    let verified = false;
    const { requests } = stubFetch(() => jsonResponse(200, createBrokerStatus({ verified })));
    renderPanel();
    await screen.findByText('Your application is under review');

    verified = true;
    emitLive('user:test-user', 'invitation.updated');
    emitLive('user:test-user', 'broker.status');
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(2));
  });
});
