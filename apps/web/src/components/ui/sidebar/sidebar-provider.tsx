import { LAYOUT } from '@haulclub/shared';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentProps,
  type CSSProperties,
} from 'react';

import { useIsMobile } from '@/hooks/use-is-mobile';
import { cn } from '@/lib/cn';
import { readCookie, writeCookie } from '@/lib/cookies';
import { countEarlySidebarToggles, finishEarlyInput, takeOverEarlyClicks } from '@/lib/early-input';

import { SidebarContext, type SidebarContextValue } from './sidebar-context';

function initialOpen(defaultOpen: boolean): boolean {
  const saved = readCookie(LAYOUT.sidebarCookieName);
  return saved === undefined ? defaultOpen : saved === 'true';
}

type SidebarProviderProps = ComponentProps<'div'> & { defaultOpen?: boolean };

/** Sidebar state: open/collapsed on desktop (kept in a cookie for 7 days), a sheet on mobile; Ctrl/Cmd+B toggles. */
export function SidebarProvider({
  defaultOpen = true,
  className,
  style,
  children,
  ...props
}: SidebarProviderProps) {
  const isMobile = useIsMobile();
  // Taps on the toggle and Ctrl+B made on a page rendered at build time before the app took over
  // (public/early-input.js) decide the starting state, so none is lost.
  const [start] = useState(() => {
    const counted = countEarlySidebarToggles();
    const replay = counted % 2 === 1;
    const saved = initialOpen(defaultOpen);
    return {
      open: replay && !isMobile ? !saved : saved,
      openMobile: replay && isMobile,
      save: replay && !isMobile,
      counted,
    };
  });
  const [openMobile, setOpenMobile] = useState(start.openMobile);
  const [open, setOpenState] = useState(start.open);

  useLayoutEffect(() => {
    takeOverEarlyClicks();
    if (start.save) {
      writeCookie(LAYOUT.sidebarCookieName, String(start.open), LAYOUT.sidebarCookieMaxAgeSeconds);
    }
  }, [start]);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    writeCookie(LAYOUT.sidebarCookieName, String(value), LAYOUT.sidebarCookieMaxAgeSeconds);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === LAYOUT.sidebarKeyboardShortcut && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggleSidebar();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [toggleSidebar]);

  // Once Ctrl+B is handled here: toggles the early script counted between the first render and now (the app's
  // render of a page rendered at build time is a transition, so a tap or key can come in meanwhile).
  useEffect(() => {
    if (finishEarlyInput(start.counted) % 2 === 1) queueMicrotask(toggleSidebar);
  }, [start, toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div
        data-slot="sidebar-wrapper"
        style={
          {
            '--sidebar-width': LAYOUT.sidebarWidth,
            '--sidebar-width-icon': LAYOUT.sidebarWidthIcon,
            ...style,
          } as CSSProperties
        }
        className={cn('group/sidebar-wrapper flex min-h-svh w-full', className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}
