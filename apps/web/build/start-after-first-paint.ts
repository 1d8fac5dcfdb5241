import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Every page arrives prerendered, so its first paint needs the document alone. The entry
 * script and the preloads of its imports become one classic script (public/start-app.js)
 * that asks for them once the page has painted: the document has the connection to itself
 * until then, and the app's code never holds the first paint back.
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'colony:start-after-first-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no module entry script');
        const imports = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
        const start = `\n    <script src="/start-app.js" data-entry="${entry}" data-imports="${imports.join(' ')}" defer></script>`;
        return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, start);
      },
    },
  };
}
