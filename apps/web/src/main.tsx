import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { i18nReady } from './lib/i18n.ts';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// The first render waits for the core words (the page's HTML asked for them beside the scripts), so that
// no screen draws its keys or suspends on its very first frame.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
