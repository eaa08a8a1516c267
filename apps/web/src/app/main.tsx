import '@/index.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The query client, session and toasts load with the first page that needs them (see createAppRoutes).
const router = createAppRouter();

/** Resolves once the first page's lazy routes are loaded. */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

function render(root: HTMLElement, { yielding }: { yielding: boolean }) {
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  const reactRoot = createRoot(root);
  if (yielding) {
    // Rendered in slices that give the main thread back (a transition), so taking over a page that is already
    // on screen does not block a tap or scroll.
    startTransition(() => {
      reactRoot.render(app);
    });
  } else {
    reactRoot.render(app);
  }
}

// A page rendered at build time (vite.config.ts) stays on screen until the app can render the same page in
// one go, instead of a loading spinner in between; any other page shows the spinner while its code loads.
if (container.hasChildNodes()) {
  void routerReady().then(() => {
    render(container, { yielding: true });
  });
} else {
  render(container, { yielding: false });
}
