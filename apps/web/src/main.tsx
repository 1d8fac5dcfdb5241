import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot, routerReady } from './app/app-root.tsx';
import { createQueryClient } from './app/query-client.ts';
import { preloadPage } from './app/route-table.tsx';
import { createRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n/i18n.ts';
import { readLocale, writeLocaleCookie } from './lib/storage/locale.ts';
import './styles/index.css';

/** Set by the build on a page prerendered in that locale that the app can take over as it is. */
const HYDRATE_ATTRIBUTE = 'data-hydrate';

/** Lets the browser paint and handle input between the steps of the start. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const locale = readLocale();
  // A locale stored before the cookie existed, or set by hand, reaches the cookie here.
  writeLocaleCookie(locale);
  const translations = initI18n(locale, preloadPage(window.location.pathname));
  await yieldToBrowser();
  const router = createRouter();
  const queryClient = createQueryClient();
  await Promise.all([translations, routerReady(router)]);
  await yieldToBrowser();
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  // The page was prerendered without a query; with one (a tab, an invite code) it may differ.
  if (root.getAttribute(HYDRATE_ATTRIBUTE) === locale && window.location.search === '') {
    // The prerendered markup is what the app renders first: React only attaches to it, in a
    // transition so that the work runs in short slices.
    startTransition(() => {
      hydrateRoot(root, <AppRoot router={router} queryClient={queryClient} />);
    });
    return;
  }
  // Otherwise the app renders over it, in a transition that runs in short slices.
  const app = createRoot(root);
  startTransition(() => app.render(<AppRoot router={router} queryClient={queryClient} />));
}

void start();
