import { LOCALE_STORAGE_KEY, type Locale } from '@colony/contract/locales';
import { ROUTES, type RouteName } from '@colony/contract/routes';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { AppRoot, routerReady } from '../app/app-root.tsx';
import { createPrerenderQueryClient } from '../app/query-client.ts';
import { ROUTE_ENTRIES, SKELETON_PAGES } from '../app/route-table.tsx';
import { appRoutes } from '../app/routes.tsx';
import { PageSkeleton } from '../components/ui/skeleton.tsx';
import { prerenderedTitle } from '../components/ui/use-document-title.ts';
import { initI18n } from '../lib/i18n/i18n.ts';
import { NAMESPACES } from '../lib/i18n/namespaces.ts';
import { safeLocalStorage } from '../lib/storage/safe-storage.ts';

/** Every page the build prerenders, by the name of its file: the routes, and `404` for any other path. */
export const PRERENDERED_PAGES: ReadonlyArray<{ name: RouteName | '404'; path: string }> = [
  ...(Object.entries(ROUTES) as [RouteName, string][]).map(([name, path]) => ({ name, path })),
  { name: '404', path: '/404' },
];

const SKELETON_PATHS: ReadonlySet<string> = new Set([...SKELETON_PAGES].map((name) => ROUTES[name]));
const entries = ROUTE_ENTRIES.map((entry) =>
  SKELETON_PAGES.has(entry.name) ? { ...entry, load: async () => ({ default: PageSkeleton }) } : entry,
);

async function switchToLocale(locale: Locale) {
  // The language menu and number formats read the stored locale, as in the browser.
  safeLocalStorage.setItem(LOCALE_STORAGE_KEY, locale);
  await initI18n(locale, NAMESPACES);
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    html += decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}

export interface PrerenderedPage {
  html: string;
  /** The browser tab's title; empty for a skeleton, which names no page. */
  title: string;
  /** The markup is what the app renders first at this path without a query, so the app can hydrate it. */
  hydratable: boolean;
}

/**
 * The page at `path` in `locale` as a visitor without a session first sees it, rendered by the
 * app's own tree: header, the page's static content and the skeletons of what loads from the
 * API, and footer. Pages of SKELETON_PAGES render as the page skeleton.
 */
export async function renderPage(path: string, locale: Locale): Promise<PrerenderedPage> {
  await switchToLocale(locale);
  const skeleton = SKELETON_PATHS.has(path);
  const router = createMemoryRouter(appRoutes(skeleton ? entries : ROUTE_ENTRIES), {
    initialEntries: [path],
  });
  const queryClient = createPrerenderQueryClient();
  try {
    await routerReady(router);
    prerenderedTitle.value = '';
    const { prelude } = await prerender(<AppRoot router={router} queryClient={queryClient} />, {
      // One piece of static markup: no boundary is split off to be revealed by a script later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const html = await readAll(prelude);
    return { html, title: prerenderedTitle.value, hydratable: !skeleton };
  } finally {
    queryClient.clear();
    router.dispose();
  }
}
