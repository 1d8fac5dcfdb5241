import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { ROUTE_ENTRIES } from './route-table.tsx';

function HydrateFallback() {
  return null;
}

/** The route tree, shared by the browser router and the build's prerender of each page. */
export function appRoutes(
  entries: readonly Pick<(typeof ROUTE_ENTRIES)[number], 'path' | 'load'>[] = ROUTE_ENTRIES,
) {
  const routes: RouteObject[] = [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback,
      children: [
        {
          // Pathless, so a failing page keeps the header and footer around its error.
          ErrorBoundary: RouteError,
          children: [
            ...entries.map(({ path, load }) => ({
              path,
              lazy: async () => ({ Component: (await load()).default }),
            })),
            { path: '*', lazy: async () => ({ Component: (await import('./not-found-page.tsx')).default }) },
          ],
        },
      ],
    },
  ];
  return routes;
}
