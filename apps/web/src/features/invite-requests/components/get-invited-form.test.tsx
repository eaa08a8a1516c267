import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { GetInvitedCard } from './get-invited-card';

const ID = '4f9c2c1e-8b0a-4d57-9a57-2f3c1b1e6a10';

function renderForm() {
  return renderWithProviders(<GetInvitedCard />, { route: '/get-invited' });
}

describe('GetInvitedForm', () => {
  it('shows field errors and sends nothing when email and message are missing or malformed', async () => {
    const { requests } = stubFetch(() => jsonResponse(201, { id: ID, status: 'new' }));
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Request Invitation' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Request Invitation' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('posts the request, toasts "Request Sent!" and resets the form', async () => {
    const { requests } = stubFetch(() => jsonResponse(201, { id: ID, status: 'new' }));
    const { user } = renderForm();

    await user.type(screen.getByLabelText('Email'), '  driver@example.com ');
    await user.type(screen.getByLabelText('Message'), 'Hotshot out of Dallas, TX');
    await user.click(screen.getByRole('button', { name: 'Request Invitation' }));

    expect(await screen.findByText('Request Sent!')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        url: '/api/invite-requests',
        method: 'POST',
        body: { email: 'driver@example.com', message: 'Hotshot out of Dallas, TX' },
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('sends the optional name when given', async () => {
    const { requests } = stubFetch(() => jsonResponse(201, { id: ID, status: 'new' }));
    const { user } = renderForm();

    await user.type(screen.getByLabelText('Email'), 'driver@example.com');
    await user.type(screen.getByLabelText(/Name/), 'Dana Cruz');
    await user.type(screen.getByLabelText('Message'), 'Power only');
    await user.click(screen.getByRole('button', { name: 'Request Invitation' }));

    await screen.findByText('Request Sent!');
    expect(requests[0]?.body).toEqual({
      email: 'driver@example.com',
      name: 'Dana Cruz',
      message: 'Power only',
    });
  });

  it("shows the server's field errors under the fields of a 400 problem and toasts the failure", async () => {
    stubFetch(() =>
      problemResponse(400, {
        code: 'validation_failed',
        detail: 'The request is invalid.',
        errors: [{ field: 'email', message: 'This email domain does not accept mail' }],
      }),
    );
    const { user } = renderForm();

    await user.type(screen.getByLabelText('Email'), 'driver@example.com');
    await user.type(screen.getByLabelText('Message'), 'Flatbed, Houston');
    await user.click(screen.getByRole('button', { name: 'Request Invitation' }));

    expect(await screen.findByText('This email domain does not accept mail')).toBeInTheDocument();
    expect(screen.getByText('Failed to send request. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('driver@example.com');
  });

  it('toasts the failure when the server errors', async () => {
    stubFetch(() => problemResponse(500, { code: 'internal', detail: 'Something went wrong on our side.' }));
    const { user } = renderForm();

    await user.type(screen.getByLabelText('Email'), 'driver@example.com');
    await user.type(screen.getByLabelText('Message'), 'Step deck');
    await user.click(screen.getByRole('button', { name: 'Request Invitation' }));

    expect(await screen.findByText('Failed to send request. Please try again.')).toBeInTheDocument();
  });

  it('disables the button while sending, so a request is sent only once', async () => {
    let release: (response: Response) => void = () => {};
    const { requests } = stubFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const { user } = renderForm();

    await user.type(screen.getByLabelText('Email'), 'driver@example.com');
    await user.type(screen.getByLabelText('Message'), 'RGN');
    await user.click(screen.getByRole('button', { name: 'Request Invitation' }));

    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await user.keyboard('{Enter}');
    expect(requests).toHaveLength(1);

    release(jsonResponse(201, { id: ID, status: 'new' }));
    expect(await screen.findByText('Request Sent!')).toBeInTheDocument();
  });

  it('links members to sign in', () => {
    stubFetch(() => jsonResponse(201, {}));
    renderForm();
    expect(screen.getByRole('link', { name: 'Already a member? Sign in' })).toHaveAttribute('href', '/login');
  });
});
