import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeAccount, goTrueError, meBody, PUBLIC_CONFIG, sessionResponse } from '@/testing/auth-fixtures';
import { jsonResponse, stubFetch } from '@/testing/http';
import { createTestAuthClient, renderApp } from '@/testing/test-utils';

const account = fakeAccount('broker');
const NEW_PASSWORD = 'Hotshot-Dallas-Houston-42';

/** The server of a user who signed in long ago: a password change needs the code 123456. */
function stubServer() {
  return stubFetch(({ url, method, body }) => {
    if (url.includes('/auth/v1/token')) return sessionResponse(account);
    if (url.endsWith('/auth/v1/reauthenticate')) return jsonResponse(200, {});
    if (url.endsWith('/auth/v1/user') && method === 'PUT') {
      const nonce = (body as { nonce?: string }).nonce;
      if (nonce === undefined) {
        return goTrueError(
          400,
          'reauthentication_needed',
          'Changing your password needs a recent sign-in. Request a code by email and enter it, or sign in again.',
        );
      }
      if (nonce !== '123456') {
        return goTrueError(403, 'reauthentication_not_valid', 'This code is wrong, used or expired.');
      }
      return jsonResponse(200, { id: account.id, email: account.email, aud: 'authenticated' });
    }
    if (url.endsWith('/api/me')) return jsonResponse(200, meBody(account));
    return jsonResponse(200, PUBLIC_CONFIG);
  });
}

async function signedInClient() {
  const auth = createTestAuthClient();
  const { error } = await auth.signInWithPassword({ email: account.email, password: 'Old-Password-1' });
  expect(error).toBeNull();
  return auth;
}

describe('update password', () => {
  it('asks for the emailed code when the server wants one, sends it, and shows a wrong code as its error', async () => {
    const { requests } = stubServer();
    const { user, router } = renderApp({
      route: '/update-password',
      auth: await signedInClient(),
      clientSession: true,
    });
    // The first render loads the lazy route, which takes a while on a busy machine.
    await user.type(await screen.findByLabelText('New password', {}, { timeout: 10_000 }), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    expect(screen.queryByLabelText('Code from the email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    const codeField = await screen.findByLabelText('Code from the email');
    expect(codeField).toHaveAccessibleDescription(/needs a recent sign-in/);

    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Enter the code from the email')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(
      await screen.findByText(/We've sent a 6-digit code to broker@example.test/, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.url.endsWith('/auth/v1/reauthenticate'))).toHaveLength(1);

    await user.type(codeField, '654321');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => {
      expect(codeField).toHaveAccessibleDescription('This code is wrong, used or expired.');
    });

    await user.clear(codeField);
    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/broker');
    });
    const puts = requests.filter((r) => r.url.endsWith('/auth/v1/user') && r.method === 'PUT');
    expect(puts.map((r) => (r.body as { nonce?: string }).nonce)).toEqual([undefined, '654321', '123456']);
  }, 30_000);
});
