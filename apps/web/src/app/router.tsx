import { createBrowserRouter } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { ROUTE_ENTRIES } from './route-table.tsx';

function HydrateFallback() {
  return null;
}

export function createRouter() {
  return createBrowserRouter([
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback,
      children: [
        {
          // Pathless, so a failing page keeps the header and footer around its error.
          ErrorBoundary: RouteError,
          children: [
            ...ROUTE_ENTRIES.map(({ path, load }) => ({
              path,
              lazy: async () => ({ Component: (await load()).default }),
            })),
            { path: '*', lazy: async () => ({ Component: (await import('./not-found-page.tsx')).default }) },
          ],
        },
      ],
    },
  ]);
}
