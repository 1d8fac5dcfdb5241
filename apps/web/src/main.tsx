import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { preloadPage } from './app/route-table.tsx';
import { createRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n/i18n.ts';
import { readLocale, writeLocaleCookie } from './lib/storage/locale.ts';
import './styles/index.css';

async function start() {
  const locale = readLocale();
  // A locale stored before the cookie existed, or set by hand, reaches the cookie here.
  writeLocaleCookie(locale);
  await initI18n(locale, preloadPage(window.location.pathname));
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  const app = createRoot(root);
  // A transition lets React render the first screen in short slices, so the page
  // stays responsive while the app takes over from the static markup.
  startTransition(() => {
    app.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={createRouter()} />
        </Providers>
      </StrictMode>,
    );
  });
}

void start();
