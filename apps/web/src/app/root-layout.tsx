import { FOOTERLESS_PATHS } from '@colony/contract/routes';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { PageSkeleton } from '../components/ui/skeleton.tsx';

export function RootLayout() {
  const { pathname } = useLocation();

  // The app now shows the page, so index.html's static first screen goes (CSS already hid it).
  useEffect(() => {
    document.getElementById('prerender')?.remove();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every route change scrolls to the top
  useEffect(() => {
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
      {FOOTERLESS_PATHS.includes(pathname) ? null : <Footer />}
    </div>
  );
}
