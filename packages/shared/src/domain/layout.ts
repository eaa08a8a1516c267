/** Layout constants of the app shell. */
export const LAYOUT = {
  mobileBreakpointPx: 768,
  sidebarWidth: '16rem',
  sidebarWidthMobile: '18rem',
  sidebarWidthIcon: '3rem',
  sidebarCookieName: 'sidebar_state',
  sidebarCookieMaxAgeSeconds: 60 * 60 * 24 * 7,
  sidebarKeyboardShortcut: 'b',
} as const;

export const PRODUCT = {
  name: 'HaulClub',
  tagline: 'Load Board for Short Kings',
} as const;
