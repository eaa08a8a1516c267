import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createBrokerStatus, createInvitation } from '../testing/factories';
import { BrokerInvitePanel } from './broker-invite-panel';

const posts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url === '/api/broker/invitations');

function renderPanel() {
  return renderWithProviders(<BrokerInvitePanel />, { route: '/broker/invite', role: 'broker' });
}

function stubVerified(answer: () => Response) {
  return stubFetch(({ url }) =>
    url === '/api/broker/me' ? jsonResponse(200, createBrokerStatus({ verified: true })) : answer(),
  );
}

describe('BrokerInvitePanel', () => {
  it('explains to a broker who is not verified yet that only verified brokers can invite', async () => {
    stubFetch(() => jsonResponse(200, createBrokerStatus()));
    renderPanel();
    expect(await screen.findByText('Only verified brokers can invite truckers')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/broker');
  });

  it('checks the email before sending', async () => {
    const { requests } = stubVerified(() => jsonResponse(201, createInvitation()));
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);
  });

  it('sends the invitation with its note, toasts "Invitation sent to <email>" and resets the form', async () => {
    const { requests } = stubVerified(() =>
      jsonResponse(
        201,
        createInvitation({ email: 'driver@example.test', note: 'Flatbed work out of Dallas' }),
      ),
    );
    const { user } = renderPanel();
    await user.type(await screen.findByLabelText('Email'), ' driver@example.test ');
    await user.type(screen.getByLabelText(/Note/), 'Flatbed work out of Dallas');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));

    expect(await screen.findByText('Invitation sent to driver@example.test')).toBeInTheDocument();
    expect(posts(requests)).toEqual([
      {
        url: '/api/broker/invitations',
        method: 'POST',
        body: { email: 'driver@example.test', note: 'Flatbed work out of Dallas' },
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
    expect(screen.getByLabelText(/Note/)).toHaveValue('');
  });

  it('leaves the note out when it is blank', async () => {
    const { requests } = stubVerified(() => jsonResponse(201, createInvitation()));
    const { user } = renderPanel();
    await user.type(await screen.findByLabelText('Email'), 'driver@example.test');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await screen.findByText('Invitation sent to driver@example.test');
    expect(posts(requests)[0]?.body).toEqual({ email: 'driver@example.test' });
  });

  it('shows a 409 on the email field and keeps what was typed', async () => {
    const detail = 'driver@example.test was already invited.';
    stubVerified(() =>
      problemResponse(409, { code: 'conflict', detail, errors: [{ field: 'email', message: detail }] }),
    );
    const { user } = renderPanel();
    await user.type(await screen.findByLabelText('Email'), 'driver@example.test');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));

    const toast = (await screen.findByText('Could not send the invitation')).closest('li');
    expect(within(toast!).getByText(detail)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(detail);
    expect(screen.getByLabelText('Email')).toHaveValue('driver@example.test');
  });
});
