import { afterEach, describe, expect, it } from 'vitest';

import { countEarlySidebarToggles, finishEarlyInput, takeOverEarlyClicks } from './early-input';

afterEach(() => {
  delete window.__haulclubEarly;
  document.documentElement.removeAttribute('data-early-member');
});

describe('early input (taps before the app takes over a page rendered at build time)', () => {
  it('hands over the toggles counted after the first render read its share, once', () => {
    window.__haulclubEarly = { toggles: 1, appClicks: false, ready: false };
    const counted = countEarlySidebarToggles();
    expect(counted).toBe(1);
    // A Ctrl+B while the app was still rendering, and one more before its key listener was in place.
    window.__haulclubEarly.toggles += 2;
    takeOverEarlyClicks();
    expect(window.__haulclubEarly.appClicks).toBe(true);
    expect(finishEarlyInput(counted)).toBe(2);
    expect(window.__haulclubEarly).toEqual({ toggles: 0, appClicks: true, ready: true });
    expect(finishEarlyInput(0)).toBe(0);
    expect(countEarlySidebarToggles()).toBe(0);
  });

  it("shows what it hid for a member's browser when the app's sidebar is on screen", () => {
    document.documentElement.setAttribute('data-early-member', '');
    takeOverEarlyClicks();
    expect(document.documentElement).not.toHaveAttribute('data-early-member');
  });

  it('keeps the script from counting when it loads after the app', () => {
    expect(finishEarlyInput(0)).toBe(0);
    expect(window.__haulclubEarly).toEqual({ toggles: 0, appClicks: true, ready: true });
  });
});
