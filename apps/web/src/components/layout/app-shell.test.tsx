import { LAYOUT, type Role } from '@haulclub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { setViewport } from '@/testing/viewport';
import { renderWithProviders } from '@/testing/test-utils';

import { AppShell } from './app-shell';

const MENUS: Record<Role, [label: string, href: string][]> = {
  broker: [
    ['Dashboard', '/broker'],
    ['Post Load', '/broker/post-load'],
    ['My Loads', '/broker/loads'],
    ['Lane Rates', '/lane-rates'],
    ['Freight Futures', '/freight-futures'],
    ['Rate Futures', '/broker/rate-futures'],
    ['Bookings', '/broker/bookings'],
    ['Chat', '/broker/chat'],
    ['My Truckers', '/broker/truckers'],
    ['Invite Trucker', '/broker/invite'],
    ['Payments', '/broker/payments'],
    ['Ratings', '/broker/ratings'],
  ],
  trucker: [
    ['Dashboard', '/trucker'],
    ['Available Loads', '/trucker/loads'],
    ['Lane Rates', '/lane-rates'],
    ['Freight Futures', '/freight-futures'],
    ['Rate Futures', '/trucker/rate-futures'],
    ['My Bookings', '/trucker/bookings'],
    ['Chat', '/trucker/chat'],
    ['Lane Profile', '/trucker/profile'],
    ['Earnings', '/trucker/earnings'],
    ['Delivery History', '/trucker/history'],
    ['Speed Score', '/trucker/score'],
  ],
  admin: [
    ['Dashboard', '/admin'],
    ['Broker Applications', '/admin/applications'],
    ['All Loads', '/admin/loads'],
    ['Lane Rates', '/lane-rates'],
    ['Users', '/admin/users'],
    ['Payments', '/admin/payments'],
    ['Analytics', '/admin/analytics'],
    ['Settings', '/admin/settings'],
  ],
};

function renderShell(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <AppShell>
      <h1>Page</h1>
    </AppShell>,
    options,
  );
}

function menuLinks(name: string) {
  const nav = screen.getByRole('navigation', { name });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

function sidebarState() {
  return document.querySelector('[data-slot="sidebar"]')?.getAttribute('data-state');
}

describe('AppShell', () => {
  it('shows the public "Navigation" panel and a Sign In link when nobody is signed in', () => {
    renderShell({ route: '/learn-more' });
    expect(screen.getByText('Navigation')).toBeInTheDocument();
    expect(menuLinks('Navigation')).toEqual([
      ['Home', '/'],
      ['Learn More', '/learn-more'],
      ['Pricing', '/pricing'],
      ['Get Invited', '/get-invited'],
      ['Sign In', '/login'],
    ]);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('HaulClub')).toBeInTheDocument();
    expect(within(banner).getByText('Load Board for Short Kings')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(banner).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it.each(['broker', 'trucker', 'admin'] as const)(
    'shows exactly the %s menu under "<Role> Panel"',
    (role) => {
      renderShell({ role, route: `/${role}` });
      const title = `${role.charAt(0).toUpperCase()}${role.slice(1)} Panel`;
      expect(screen.getByText(title)).toBeInTheDocument();
      expect(menuLinks(title)).toEqual(MENUS[role]);
      const banner = screen.getByRole('banner');
      expect(within(banner).getByText(role.toUpperCase())).toBeInTheDocument();
      expect(within(banner).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    },
  );

  it('marks only the current page as active', () => {
    renderShell({ role: 'broker', route: '/broker/loads' });
    expect(screen.getByRole('link', { name: 'My Loads' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('toggles with Ctrl+B and Cmd+B and remembers the state in the sidebar_state cookie for 7 days', () => {
    renderShell({ role: 'trucker', route: '/trucker' });
    expect(sidebarState()).toBe('expanded');

    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(sidebarState()).toBe('collapsed');
    expect(document.cookie).toContain(`${LAYOUT.sidebarCookieName}=false`);

    fireEvent.keyDown(window, { key: 'B', metaKey: true });
    expect(sidebarState()).toBe('expanded');
    expect(document.cookie).toContain(`${LAYOUT.sidebarCookieName}=true`);

    fireEvent.keyDown(window, { key: 'b' });
    expect(sidebarState()).toBe('expanded');
  });

  it('writes the cookie with a 7-day max-age', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor?.get?.call(document) as string,
      set: (value: string) => {
        writes.push(value);
        descriptor?.set?.call(document, value);
      },
    });
    try {
      renderShell();
      fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
      expect(writes).toContainEqual(expect.stringMatching(/^sidebar_state=false; path=\/; max-age=604800/));
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }
  });

  it('starts collapsed when the cookie says so', () => {
    document.cookie = `${LAYOUT.sidebarCookieName}=false; path=/`;
    renderShell();
    expect(sidebarState()).toBe('collapsed');
  });

  it('names each entry in a tooltip while collapsed to icons', async () => {
    document.cookie = `${LAYOUT.sidebarCookieName}=false; path=/`;
    const { user } = renderShell({ role: 'trucker', route: '/trucker' });
    expect(sidebarState()).toBe('collapsed');

    // The tooltips load with the collapsed sidebar: the link becomes the tooltip's trigger.
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'Lane Rates' })).toHaveAttribute('data-state', 'closed');
    });
    await user.hover(screen.getByRole('link', { name: 'Lane Rates' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Lane Rates');
  });

  it('is a titled sheet below the mobile breakpoint', async () => {
    setViewport('mobile');
    const { user } = renderShell({ role: 'admin', route: '/admin' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    const sheet = await screen.findByRole('dialog', { name: 'Admin Panel' });
    expect(within(sheet).getByRole('link', { name: 'Broker Applications' })).toHaveAttribute(
      'href',
      '/admin/applications',
    );

    await user.click(within(sheet).getByRole('link', { name: 'Users' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // And opens again.
    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(await screen.findByRole('dialog', { name: 'Admin Panel' })).toBeVisible();
  });

  it('shows a count badge next to a menu entry, read out as unread', () => {
    renderWithProviders(
      <AppShell badges={{ '/broker/chat': 3, '/broker/loads': 0 }}>
        <h1>Page</h1>
      </AppShell>,
      { role: 'broker', route: '/broker' },
    );
    const nav = screen.getByRole('navigation', { name: 'Broker Panel' });
    const chat = within(nav).getByRole('link', { name: 'Chat 3 unread' });
    expect(chat).toHaveAttribute('href', '/broker/chat');
    expect(within(chat).getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(within(nav).getByRole('link', { name: 'My Loads' })).toBeInTheDocument();
  });

  it('caps a large count at 99+', () => {
    renderWithProviders(
      <AppShell badges={{ '/trucker/chat': 250 }}>
        <h1>Page</h1>
      </AppShell>,
      { role: 'trucker', route: '/trucker' },
    );
    const chat = screen.getByRole('link', { name: 'Chat 250 unread' });
    expect(within(chat).getByText('99+')).toBeInTheDocument();
  });

  it('signs out back to the public navigation', async () => {
    const { user, router } = renderShell({ role: 'broker', route: '/broker' });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Navigation')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});
