import { describe, expect, it } from 'vitest';

import { activeHref, menuFor, panelTitle, PUBLIC_MENU, ROLE_MENUS } from './navigation';

describe('navigation', () => {
  it('titles the panel by role', () => {
    expect(panelTitle('broker')).toBe('Broker Panel');
    expect(panelTitle('trucker')).toBe('Trucker Panel');
    expect(panelTitle('admin')).toBe('Admin Panel');
    expect(panelTitle(null)).toBe('Navigation');
    expect(menuFor(null)).toBe(PUBLIC_MENU);
  });

  it('picks the longest matching menu entry', () => {
    const broker = ROLE_MENUS.broker;
    expect(activeHref(broker, '/broker')).toBe('/broker');
    expect(activeHref(broker, '/broker/loads')).toBe('/broker/loads');
    expect(activeHref(broker, '/broker/loads/123')).toBe('/broker/loads');
    expect(activeHref(broker, '/brokers')).toBeUndefined();
    expect(activeHref(PUBLIC_MENU, '/')).toBe('/');
    expect(activeHref(PUBLIC_MENU, '/pricing')).toBe('/pricing');
    expect(activeHref(PUBLIC_MENU, '/dev/mailbox')).toBeUndefined();
  });
});
