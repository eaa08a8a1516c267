import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';

import { LEARN_MORE } from '@/content/learn-more';
import { PRICING } from '@/content/pricing';
import { AUTH_STORAGE_KEY } from '@/lib/session-hint';
import { fakeAccount, meBody, sessionResponse } from '@/testing/auth-fixtures';
import { jsonResponse, stubFetch } from '@/testing/http';

import { createAppRoutes } from './router';

// The app's own route tree (no providers rendered by the test): `/` must render without the query client and
// session, which every other page loads with its layout route.
describe('the app route tree', () => {
  it('renders the landing page with no providers, and a page of the app shell once it loaded them', async () => {
    stubFetch(() => jsonResponse(404, {}));
    const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'The invite-only club for short-haul freight',
    );
    expect(screen.queryByText('Navigation')).not.toBeInTheDocument();

    await router.navigate('/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: PRICING.heading })).toBeInTheDocument();
    // A visitor's shell: the public menu and Sign In.
    expect(screen.getByText('Navigation')).toBeInTheDocument();

    await router.navigate('/get-invited');
    // A page of the app shell, which reads the session (and loaded it).
    expect(await screen.findByRole('heading', { level: 1, name: /Get invited/ })).toBeInTheDocument();
    expect(screen.getByText('Navigation')).toBeInTheDocument();
  });

  it('keeps a toast raised in the app shell on screen after navigating to the landing page', async () => {
    stubFetch(() => jsonResponse(404, {}));
    const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/get-invited'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: /Get invited/ })).toBeInTheDocument();

    // As the broker application does: a toast, then home.
    act(() => {
      toast.success("We're verifying your information with FMCSA...");
    });
    await router.navigate('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The invite-only club for short-haul freight' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: /Get invited/ })).not.toBeInTheDocument();
    expect(await screen.findByText("We're verifying your information with FMCSA...")).toBeInTheDocument();
  });

  it('serves an unknown path the 404 page inside the app shell', async () => {
    stubFetch(() => jsonResponse(404, {}));
    const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/no/such/page'] });
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Navigation')).toBeInTheDocument();
  });
});

/** Puts a signed-in trucker's auth-js session in localStorage, as a sign-in in this browser leaves it. */
async function storeTruckerSession() {
  const trucker = fakeAccount('trucker');
  const session = (await sessionResponse(trucker).json()) as object;
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
  return trucker;
}

describe('the marketing pages in the app shell (/pricing, /learn-more)', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('show a visitor the public shell without asking the server who is signed in', async () => {
    const { requests } = stubFetch(() => jsonResponse(404, {}));
    const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/learn-more'] });
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { level: 1, name: LEARN_MORE.heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(requests).toEqual([]);
  });

  it('show a signed-in trucker their own menu and Sign Out, as every other page does', async () => {
    const trucker = await storeTruckerSession();
    stubFetch((request) =>
      request.url.endsWith('/api/me') ? jsonResponse(200, meBody(trucker)) : jsonResponse(404, {}),
    );
    const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/pricing'] });
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { level: 1, name: PRICING.heading })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Trucker Panel' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('switch to the member shell when the visitor signs in in another tab', async () => {
    stubFetch(() => jsonResponse(404, {}));
    const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/pricing'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('navigation', { name: 'Navigation' })).toBeInTheDocument();

    const trucker = await storeTruckerSession();
    stubFetch((request) =>
      request.url.endsWith('/api/me') ? jsonResponse(200, meBody(trucker)) : jsonResponse(404, {}),
    );
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }));
    });
    expect(await screen.findByRole('navigation', { name: 'Trucker Panel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: PRICING.heading })).toBeInTheDocument();
  });
});
