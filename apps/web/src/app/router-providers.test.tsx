import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { PRICING } from '@/content/pricing';
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
    // The app shell, which reads the session, is there.
    expect(screen.getByText('Navigation')).toBeInTheDocument();
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
