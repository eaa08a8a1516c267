import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeAccount, goTrueError, meBody, PUBLIC_CONFIG, sessionResponse } from '@/testing/auth-fixtures';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderApp } from '@/testing/test-utils';

function stubAuth(account = fakeAccount('trucker'), password = 'Right-Password-1') {
  return stubFetch(({ url, body }) => {
    if (url.includes('/auth/v1/token')) {
      return (body as { password?: string }).password === password
        ? sessionResponse(account)
        : goTrueError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    if (url.endsWith('/api/me')) return jsonResponse(200, meBody(account));
    return jsonResponse(200, PUBLIC_CONFIG);
  });
}

async function fill(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in', () => {
  it('requires both fields', async () => {
    const { requests } = stubAuth();
    const { user } = renderApp({ route: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(requests.filter((request) => request.url.includes('/auth/v1'))).toEqual([]);
  });

  it('/login: a wrong password toasts "Error" with the service message', async () => {
    stubAuth();
    const { user, router } = renderApp({ route: '/login' });
    await fill(user, 'trucker@example.test', 'Wrong-Password-1');
    const toast = (await screen.findByText('Invalid login credentials')).closest('li');
    expect(within(toast!).getByText('Error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['trucker', 'broker', 'admin'] as const)('/login: a %s lands on their dashboard', async (role) => {
    stubAuth(fakeAccount(role));
    const { user, router } = renderApp({ route: '/login', clientSession: true });
    await fill(user, `${role}@example.test`, 'Right-Password-1');
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/${role}`);
    });
    expect(await within(screen.getByRole('banner')).findByText(role.toUpperCase())).toBeInTheDocument();
  });

  it('/auth: a wrong password toasts "Sign In Error"', async () => {
    stubAuth();
    const { user } = renderApp({ route: '/auth' });
    await fill(user, 'trucker@example.test', 'Wrong-Password-1');
    const toast = (await screen.findByText('Sign In Error')).closest('li');
    expect(within(toast!).getByText('Invalid login credentials')).toBeInTheDocument();
  });

  it('/auth: signing in returns to the page that asked for it', async () => {
    stubAuth(fakeAccount('broker'));
    const { user, router } = renderApp({ route: '/broker/loads', clientSession: true });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth');
    });
    await fill(user, 'broker@example.test', 'Right-Password-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'My loads' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/broker/loads');
  });

  it('links to the password reset and to sign-up', async () => {
    stubAuth();
    renderApp({ route: '/login' });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth?tab=signup',
    );
  });
});
