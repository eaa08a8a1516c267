import { LAYOUT } from '@haulclub/shared';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { setViewport } from '@/testing/viewport';

import { PublicShell } from './public-shell';

// The shell of /pricing and /learn-more for a visitor: rendered with no providers at all (no session, query
// client or auth client), as the build renders it ahead and the app then takes it over.
function renderPublicShell(route = '/pricing') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <PublicShell>
            <h1>Page</h1>
          </PublicShell>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  return render(<RouterProvider router={router} />);
}

function sidebarState() {
  return document.querySelector('[data-slot="sidebar"]')?.getAttribute('data-state');
}

afterEach(() => {
  delete window.__haulclubEarly;
  document.documentElement.removeAttribute('data-early-member');
  document.cookie = `${LAYOUT.sidebarCookieName}=; path=/; max-age=0`;
});

describe('PublicShell', () => {
  it('shows the public "Navigation" panel and Sign In without any provider', () => {
    renderPublicShell('/learn-more');
    const nav = screen.getByRole('navigation', { name: 'Navigation' });
    expect(within(nav).getByRole('link', { name: 'Learn More' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page' })).toBeInTheDocument();
  });

  it('acts on a toggle tapped before the app took over (collapses and remembers it on a desktop)', () => {
    window.__haulclubEarly = { toggles: 1, appClicks: false, ready: false };
    document.documentElement.setAttribute('data-early-member', '');
    renderPublicShell();
    expect(sidebarState()).toBe('collapsed');
    expect(document.cookie).toContain(`${LAYOUT.sidebarCookieName}=false`);
    // The early script stops counting, and what it hid for a member's browser shows again.
    expect(window.__haulclubEarly.ready).toBe(true);
    expect(window.__haulclubEarly.toggles).toBe(0);
    expect(document.documentElement).not.toHaveAttribute('data-early-member');
  });

  it('leaves the sidebar as it was after an even number of early toggles', () => {
    window.__haulclubEarly = { toggles: 2, appClicks: false, ready: false };
    renderPublicShell();
    expect(sidebarState()).toBe('expanded');
  });

  it('opens the sheet on a phone when its toggle was tapped before the app took over', async () => {
    setViewport('mobile');
    window.__haulclubEarly = { toggles: 1, appClicks: false, ready: false };
    renderPublicShell();
    const sheet = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(sheet).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('keeps the early script from counting when it loads after the app', () => {
    renderPublicShell();
    expect(window.__haulclubEarly).toEqual({ toggles: 0, appClicks: true, ready: true });
    expect(sidebarState()).toBe('expanded');
  });
});
