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
      handler(html, context) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no module entry script');
        // With `build.modulePreload` off Vite writes no preloads: the entry chunk's static imports,
        // at any depth, are what it would have listed.
        const listed = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
        const imports = listed.length > 0 ? listed : staticImportsOf(context.chunk?.fileName, context.bundle);
        const start = `\n    <script src="/start-app.js" data-entry="${entry}" data-imports="${imports.join(' ')}" defer></script>`;
        return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, start);
      },
    },
  };
}

/** The files `fileName` imports statically, directly or through others, as absolute paths. */
function staticImportsOf(
  fileName: string | undefined,
  bundle: Readonly<Record<string, { type: string; imports?: readonly string[] }>> | undefined,
): string[] {
  const found = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle?.[name];
    if (chunk?.type !== 'chunk') return;
    for (const imported of chunk.imports ?? []) {
      if (found.has(imported)) continue;
      found.add(imported);
      visit(imported);
    }
  };
  if (fileName) visit(fileName);
  return [...found].map((name) => `/${name}`);
}
