/**
 * Writes `dist/pages/<locale>/<page>.html`: index.html with each page's first screen,
 * rendered by the app itself, in each of the seven locales. The server answers a page
 * with its file for the visitor's locale, so the first paint needs no script; the app
 * then hydrates it. Runs after `vite build` and the SSR build of src/prerender.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES } from '@colony/contract/locales';

/** Stands in index.html's #root for the prerendered page. */
const PRERENDER_MARKER = '<div id="root"><!-- prerendered page --></div>';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const ssrEntry = path.join(webRoot, 'dist-ssr', 'render-page.js');

type RenderModule = typeof import('../src/prerender/render-page.tsx');

async function prerenderAll(): Promise<void> {
  const started = performance.now();
  const { renderPage, PRERENDERED_PAGES } = (await import(pathToFileURL(ssrEntry).href)) as RenderModule;
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  if (!template.includes(PRERENDER_MARKER)) throw new Error(`dist/index.html lacks ${PRERENDER_MARKER}`);

  let written = 0;
  for (const locale of LOCALES) {
    await mkdir(path.join(dist, 'pages', locale), { recursive: true });
    for (const page of PRERENDERED_PAGES) {
      const { html, title, hydratable } = await renderPage(page.path, locale);
      // main.tsx hydrates a page marked with its locale, and renders over any other.
      const root = hydratable ? `<div id="root" data-hydrate="${locale}">` : '<div id="root">';
      let document = template
        .replace(PRERENDER_MARKER, () => `${root}${html}</div>`)
        .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`);
      // A skeleton names no page: it keeps the brand.
      if (title)
        document = document.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`);
      await writeFile(path.join(dist, 'pages', locale, `${page.name}.html`), document);
      written++;
    }
  }
  console.log(`prerendered ${written} pages in ${Math.round(performance.now() - started)} ms`);
}

// Exits as soon as the pages are written, whatever a library left scheduled; a failure is
// printed and fails the build.
prerenderAll().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
