import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/**
 * Puts the entry stylesheet into index.html as a `<style>` element. The first
 * paint then needs only the document, not a second round trip for the CSS; the
 * page is a single-page app, so the document is loaded once per visit anyway.
 * The CSS file stays in the build for anything that links it.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'colony:inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          const css =
            typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          // A closing tag inside the CSS would end the element early; such a file stays linked.
          if (/<\/style/i.test(css)) return link;
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
