import { FOOTERLESS_PATHS } from '@colony/contract/routes';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { useDevChain } from '../components/money/use-dev-chain.ts';
import { PageSkeleton } from '../components/ui/skeleton.tsx';
import { DemoChainBadge } from '../features/assets/components/demo-chain-badge.tsx';

// Loaded only where the server runs on a development chain, the demo colony's setup; nowhere else.
const DemoBar = lazy(async () => ({
  default: (await import('../features/demo/components/demo-bar.tsx')).DemoBar,
}));

export function RootLayout() {
  const { pathname } = useLocation();
  // Only a development chain's server can be a demo colony; nothing else is asked about its clock.
  const devChain = useDevChain();

  // The app has taken the page over from its prerendered markup: its controls work from now on.
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-app', 'ready');
  }, []);

  // Every route change scrolls to the top. Not the first page: the visitor is at its top already, or
  // where the browser restored them, and asking now would force a layout of the whole new page.
  const firstPath = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every route change scrolls to the top
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);

  return (
    <div className="app-shell">
      <Header />
      <main id="main" tabIndex={-1} className="app-main outline-none">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      {FOOTERLESS_PATHS.includes(pathname) ? null : <Footer status={<DemoChainBadge />} />}
      {devChain ? (
        <Suspense fallback={null}>
          <DemoBar />
        </Suspense>
      ) : null}
    </div>
  );
}
