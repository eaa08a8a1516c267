import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { goTrueError, PUBLIC_CONFIG } from '@/testing/auth-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { renderApp } from '@/testing/test-utils';

const PASSWORD = 'Flatbed-Lanes-2026';

function signUpUser(id = '00000000-0000-4000-8000-000000000009') {
  return jsonResponse(200, {
    id,
    aud: 'authenticated',
    email: 'dana@example.test',
    app_metadata: { provider: 'email' },
    user_metadata: {},
    created_at: new Date().toISOString(),
  });
}

async function openSignUp(search = '') {
  const view = renderApp({ route: `/auth?tab=signup${search}` });
  // The first render loads the lazy /auth route: allow for a busy machine.
  await screen.findByRole('tab', { name: 'Sign Up', selected: true }, { timeout: 5_000 });
  return view;
}

describe('SignUpForm on /auth', () => {
  it('validates every field before anything is sent', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, PUBLIC_CONFIG));
    const { user } = await openSignUp();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose trucker or broker')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password should be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((request) => request.url.includes('/auth/v1'))).toEqual([]);
  });

  it('asks for a company name only for brokers, and requires it then', async () => {
    stubFetch(() => jsonResponse(200, PUBLIC_CONFIG));
    const { user } = await openSignUp();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Broker' }));
    expect(screen.getByLabelText('Company name')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Company name is required for brokers')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Trucker/Carrier' }));
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
  });

  it('signs a broker up with their metadata and shows "Check your email", with a resend', async () => {
    const { requests } = stubFetch(({ url }) => {
      if (url.includes('/auth/v1/signup')) return signUpUser();
      if (url.includes('/auth/v1/resend')) return jsonResponse(200, {});
      return jsonResponse(200, PUBLIC_CONFIG);
    });
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('First name'), 'Dana');
    await user.type(screen.getByLabelText('Last name'), 'Broker');
    await user.click(screen.getByRole('radio', { name: 'Broker' }));
    await user.type(screen.getByLabelText('Company name'), 'Lone Star Freight');
    await user.type(screen.getByLabelText('Email'), 'dana@example.test');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(await screen.findByText("We've sent you a confirmation link.")).toBeInTheDocument();
    const signUp = requests.find((request) => request.url.includes('/auth/v1/signup'));
    expect(signUp?.url).toContain(`redirect_to=${encodeURIComponent('http://localhost:3000/dashboard')}`);
    expect(signUp?.body).toMatchObject({
      email: 'dana@example.test',
      password: PASSWORD,
      data: { first_name: 'Dana', last_name: 'Broker', role: 'broker', company_name: 'Lone Star Freight' },
    });

    await user.click(screen.getByRole('button', { name: 'Resend the link' }));
    await waitFor(() => {
      expect(requests.find((request) => request.url.includes('/auth/v1/resend'))?.body).toMatchObject({
        type: 'signup',
        email: 'dana@example.test',
      });
    });
  });

  it('toasts "Sign Up Error" with the service message and marks the field', async () => {
    stubFetch(({ url }) =>
      url.includes('/auth/v1/signup')
        ? goTrueError(
            422,
            'weak_password',
            'Password is known to be weak and easy to guess, please choose a different one.',
          )
        : jsonResponse(200, PUBLIC_CONFIG),
    );
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('First name'), 'Ray');
    await user.type(screen.getByLabelText('Last name'), 'Trucker');
    await user.click(screen.getByRole('radio', { name: 'Broker' }));
    await user.type(screen.getByLabelText('Company name'), 'Lone Star Freight');
    await user.type(screen.getByLabelText('Email'), 'ray@example.test');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const toast = (await screen.findByText('Sign Up Error')).closest('li');
    expect(toast).not.toBeNull();
    expect(within(toast!).getByText(/known to be weak/)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it('shows "Continue with Google" only when the server enables it', async () => {
    stubFetch(() => jsonResponse(200, { ...PUBLIC_CONFIG, googleSignInEnabled: true }));
    renderApp({ route: '/auth' });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('explains at once, when Trucker is chosen without an invitation, that a link is needed instead of the form', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, PUBLIC_CONFIG));
    const { user } = await openSignUp();
    expect(screen.queryByText('Truckers sign up with an invitation link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Trucker/Carrier' }));

    const gate = screen.getByRole('region', { name: 'Truckers sign up with an invitation link' });
    expect(within(gate).getByRole('link', { name: 'Request an invitation' })).toHaveAttribute(
      'href',
      '/get-invited',
    );
    // Nothing left to fill in vain: the server would refuse a trucker without an invitation.
    for (const label of ['First name', 'Email', 'Password'])
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();

    await user.click(within(gate).getByRole('button', { name: 'Use invitation' }));
    expect(within(gate).getByLabelText('Invitation code')).toHaveAccessibleDescription(
      'Paste the invitation link or code first.',
    );

    await user.click(screen.getByRole('radio', { name: 'Broker' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(requests.filter((request) => request.url.includes('/auth/v1'))).toEqual([]);
  });

  it('looks up an invitation link pasted into the trucker gate, which then fixes the email and role', async () => {
    const lookup = {
      kind: 'trucker',
      email: 'pasted.driver@example.test',
      invitedByName: 'Lone Star Freight LLC',
      brokerCompanyName: 'Lone Star Freight LLC',
      note: null,
      expiresAt: '2026-03-09T15:00:00.000Z',
    };
    const { requests } = stubFetch(({ url }) =>
      url.startsWith('/api/invitations/lookup')
        ? jsonResponse(200, lookup)
        : jsonResponse(200, PUBLIC_CONFIG),
    );
    const { user, router } = await openSignUp();
    await user.click(screen.getByRole('radio', { name: 'Trucker/Carrier' }));
    await user.click(screen.getByLabelText('Invitation code'));
    await user.paste('http://localhost:3000/auth?tab=signup&invite=from-link-7');
    await user.keyboard('{Enter}');

    // The company invited in its own name: said once, not "Lone Star Freight LLC (Lone Star Freight LLC)".
    expect(await screen.findByText('Invited by Lone Star Freight LLC')).toBeInTheDocument();
    expect(screen.queryByText(/\(Lone Star Freight LLC\)/)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=signup&invite=from-link-7');
    expect(requests.some((request) => request.url === '/api/invitations/lookup?code=from-link-7')).toBe(true);
    expect(screen.getByLabelText('Email')).toHaveValue('pasted.driver@example.test');
    expect(screen.getByRole('radio', { name: 'Trucker/Carrier' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('shows who sent an invitation link, fixes its email and role, and sends invite_code', async () => {
    const lookup = {
      kind: 'trucker',
      email: 'invited.driver@example.test',
      invitedByName: 'Dana Broker',
      brokerCompanyName: 'Lone Star Freight LLC',
      note: 'Welcome aboard, Ray!',
      expiresAt: '2026-03-09T15:00:00.000Z',
    };
    const { requests } = stubFetch(({ url }) => {
      if (url.startsWith('/api/invitations/lookup')) return jsonResponse(200, lookup);
      if (url.includes('/auth/v1/signup')) return signUpUser();
      return jsonResponse(200, PUBLIC_CONFIG);
    });
    const { user } = await openSignUp('&invite=inv-code-42');

    expect(await screen.findByText('Invited by Dana Broker (Lone Star Freight LLC)')).toBeInTheDocument();
    expect(screen.getByText('Welcome aboard, Ray!')).toBeInTheDocument();
    expect(requests.some((request) => request.url === '/api/invitations/lookup?code=inv-code-42')).toBe(true);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('invited.driver@example.test');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Trucker/Carrier' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Broker' })).toBeDisabled();
    expect(screen.queryByText('Truckers sign up with an invitation link')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('First name'), 'Ray');
    await user.type(screen.getByLabelText('Last name'), 'Trucker');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await screen.findByRole('heading', { name: 'Check your email' });
    const signUp = requests.find((request) => request.url.includes('/auth/v1/signup'));
    // No company for truckers: exactly these fields.
    expect(signUp?.body).toMatchObject({ email: 'invited.driver@example.test' });
    expect((signUp?.body as { data: object }).data).toEqual({
      first_name: 'Ray',
      last_name: 'Trucker',
      role: 'trucker',
      invite_code: 'inv-code-42',
    });
  });

  it("shows the server's reason when an invitation link cannot be used, and leaves the form open", async () => {
    const detail = 'This invitation link is not valid. Check that you opened the whole link.';
    stubFetch(({ url }) =>
      url.startsWith('/api/invitations/lookup')
        ? problemResponse(404, { code: 'not_found', detail })
        : jsonResponse(200, PUBLIC_CONFIG),
    );
    await openSignUp('&invite=nope');
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.getByText('This invitation link cannot be used')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Broker' })).toBeEnabled();
  });
});
