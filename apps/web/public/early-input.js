// Before the app takes over a page rendered at build time (/pricing, /learn-more): taps on the sidebar's toggle
// and Ctrl/Cmd+B are counted, and the app's sidebar replays them when it mounts (components/ui/sidebar), so no
// tap is lost. A browser holding a session (auth-js's "haulclub-auth") marks <html data-early-member>: the
// visitor's "Sign In" and public menu stay hidden until the app shows the member's own. Classic script (the
// Content-Security-Policy allows no inline script), loaded async: it blocks nothing.
/* global window, document */
(function () {
  var w = window;
  var root = document.documentElement;
  if (w.__haulclubEarly) return;
  var early = (w.__haulclubEarly = { toggles: 0, appClicks: false, ready: false });
  try {
    if (w.localStorage.getItem('haulclub-auth')) root.setAttribute('data-early-member', '');
  } catch {
    // Storage blocked: treat as signed out.
  }
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      if (early.ready || early.appClicks || !target || !target.closest) return;
      if (target.closest('[data-slot="sidebar-trigger"]')) early.toggles += 1;
    },
    true,
  );
  document.addEventListener(
    'keydown',
    function (event) {
      if (early.ready || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'b') return;
      if (!document.querySelector('[data-slot="sidebar-trigger"]')) return;
      event.preventDefault();
      early.toggles += 1;
    },
    true,
  );
})();
