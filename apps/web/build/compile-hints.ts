import type { Plugin } from 'vite';

/** V8's explicit compile hint: compile every function of this file while streaming it in. */
export const COMPILE_EVERYTHING_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the entry chunk and every chunk it imports statically with V8's explicit compile hint.
 * The start runs most of the functions in them (React, the router, the query cache, the
 * layout), and V8 would otherwise compile each on the main thread the first time it is called,
 * in the middle of the start's tasks; with the hint it compiles them on a background thread
 * while the file downloads. Chunks that lazy pages load keep V8's lazy compilation.
 */
export function compileHints(): Plugin {
  return {
    name: 'colony:compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own changes to the chunks: the hint must be the file's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const initial = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || initial.has(fileName)) return;
          initial.add(fileName);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
        }
        for (const fileName of initial) {
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.code = `${COMPILE_EVERYTHING_HINT}${chunk.code}`;
        }
      },
    },
  };
}
