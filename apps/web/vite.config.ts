import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints.ts';
import { inlineEntryCss } from './build/inline-entry-css.ts';
import { rememberedSession } from './build/remembered-session.ts';
import { startAfterFirstPaint } from './build/start-after-first-paint.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    rememberedSession(),
    inlineEntryCss(),
    startAfterFirstPaint(),
    compileHints(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/healthz': 'http://localhost:8080' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // Read by the web bench to list what each route loads; the server does not serve hidden files.
    manifest: true,
    // No <link rel=modulepreload> per dependency before each lazy import: appending them cost a
    // phone ~20 ms in the start's first task; the browser finds a chunk's imports as it parses it.
    modulePreload: false,
  },
});
