import '@/index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The query client, session and toasts load with the first page that needs them (see createAppRoutes).
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
