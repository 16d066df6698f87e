import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { system } from './system';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );

// Dev build only (removed from the production build): the mock scenario switcher of src/dev/. The app renders once
// it is installed, so the first requests already carry the scenario a shared link names.
if (import.meta.env.DEV) {
  void import('@/dev/install')
    .then(({ install }) => install(queryClient, system))
    .catch((error: unknown) => console.warn('The mock scenario switcher did not load:', error))
    .finally(render);
} else {
  render();
}
