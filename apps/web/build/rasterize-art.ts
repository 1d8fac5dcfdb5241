/**
 * Writes each avatar artwork's raster beside its SVG source (`art/avatar-N.svg` → `avatar-N.webp`),
 * `npm run art -w @colony/web` after changing a drawing. The pages show the rasters: a browser
 * decodes a raster off the main thread, while every SVG <img> is a document of its own that it
 * parses, styles and paints on the main thread as the page starts.
 *
 * Renders with the machine's Chromium (/usr/bin/chromium, as the browser tests do), and records
 * each source's SHA-256 in `art/rasters.json`, so a test notices a drawing changed without its raster.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/** Twice the largest width the pages show an artwork at, for sharp pictures on dense screens. */
const ART_PIXELS = 640;
const QUALITY = 0.86;
const ART_DIRECTORY = fileURLToPath(new URL('../src/components/avatar/art/', import.meta.url));

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  const rendered: Record<string, string> = {};
  const sources = (await readdir(ART_DIRECTORY)).filter((name) => name.endsWith('.svg')).sort();
  for (const name of sources) {
    const svg = await readFile(path.join(ART_DIRECTORY, name), 'utf8');
    rendered[name] = createHash('sha256').update(svg).digest('hex');
    const dataUrl: string = await page.evaluate(
      async ({ svg, pixels, quality }) => {
        const image = new Image(pixels, pixels);
        image.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = pixels;
        canvas.height = pixels;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.drawImage(image, 0, 0, pixels, pixels);
        return canvas.toDataURL('image/webp', quality);
      },
      { svg, pixels: ART_PIXELS, quality: QUALITY },
    );
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    const target = path.join(ART_DIRECTORY, name.replace(/\.svg$/, '.webp'));
    await writeFile(target, bytes);
    console.log(
      `${path.basename(target)}: ${ART_PIXELS}×${ART_PIXELS}, ${(bytes.length / 1024).toFixed(1)} KB`,
    );
  }
  await writeFile(path.join(ART_DIRECTORY, 'rasters.json'), `${JSON.stringify(rendered, null, 2)}\n`);
} finally {
  await browser.close();
}
