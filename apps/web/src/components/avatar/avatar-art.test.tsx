import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders, testQueryClient } from '../../lib/testing/test-providers.tsx';
import { AvatarArt, hasAvatarArt } from './avatar-art.tsx';

const CATALOGUE = [1, 2, 3, 15, 16, 17];

afterEach(cleanup);

function renderArt(id: number) {
  render(
    <TestProviders client={testQueryClient()}>
      <AvatarArt id={id} name="Colony Pioneer" />
    </TestProviders>,
  );
  return screen.getByRole('img', { name: 'Colony Pioneer, artwork' });
}

describe('AvatarArt', () => {
  it('has its own small, titled picture for every catalogue avatar', () => {
    const sources = new Set<string>();
    for (const id of CATALOGUE) {
      expect(hasAvatarArt(id), `avatar ${id}`).toBe(true);
      const file = readFileSync(join(import.meta.dirname, `art/avatar-${id}.svg`), 'utf8');
      expect(file.length, `avatar-${id}.svg`).toBeLessThan(4096);
      expect(file).toMatch(/<title id="t">[^<]+<\/title>/);
      const image = renderArt(id);
      expect(image.tagName).toBe('IMG');
      sources.add(image.getAttribute('src') ?? '');
      cleanup();
    }
    expect(sources.size).toBe(CATALOGUE.length);
  });

  it('shows a 640 px WebP raster of each drawing, rendered from the drawing as it is now', () => {
    const rendered = JSON.parse(readFileSync(join(import.meta.dirname, 'art/rasters.json'), 'utf8'));
    for (const id of CATALOGUE) {
      const svg = readFileSync(join(import.meta.dirname, `art/avatar-${id}.svg`), 'utf8');
      const digest = createHash('sha256').update(svg).digest('hex');
      expect(rendered[`avatar-${id}.svg`], `avatar-${id}.svg changed: npm run art -w @colony/web`).toBe(
        digest,
      );
      const webp = readFileSync(join(import.meta.dirname, `art/avatar-${id}.webp`));
      expect(webp.toString('latin1', 0, 4)).toBe('RIFF');
      expect(webp.toString('latin1', 8, 16)).toBe('WEBPVP8X');
      // VP8X: canvas width and height minus one, 24-bit little-endian.
      expect([webp.readUIntLE(24, 3) + 1, webp.readUIntLE(27, 3) + 1]).toEqual([640, 640]);
      expect(renderArt(id).getAttribute('src')).toMatch(/\.webp$/);
      cleanup();
    }
  });

  it('shows a silhouette, named the same way, for an avatar without artwork', () => {
    expect(hasAvatarArt(99)).toBe(false);
    expect(renderArt(99).tagName.toLowerCase()).toBe('svg');
  });
});
